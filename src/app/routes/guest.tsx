export default function GuestRoutes() {
  return <h1>Panel</h1>;
}
