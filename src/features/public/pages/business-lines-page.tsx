export function BusinessLinesPage() {
  return <h1>Líneas de negocios</h1>;
}
