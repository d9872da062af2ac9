// Being built (issue 24): the desk's Servicio section.
export function ServiceSection(_props: { now: () => Date }) {
  return <h2 className="h4">Servicio</h2>;
}
