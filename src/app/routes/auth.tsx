export default function AuthRoute() {
  return <h1>Bienvenido de nuevo</h1>;
}
