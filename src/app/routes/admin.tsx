export default function AdminRoute() {
  return <h1>Administración</h1>;
}
