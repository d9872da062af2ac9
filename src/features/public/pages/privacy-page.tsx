export function PrivacyPage() {
  return <h1>Aviso de privacidad</h1>;
}
