import type { FormMessage } from '../hooks/use-timed-messages';

/**
 * The forms' alerts. The wrapper is always in the page as a polite live region, so a success
 * (role="status") is announced; errors use role="alert" (announced at once) and the danger style.
 */
export function FormMessages({
  messages,
  className,
}: {
  messages: FormMessage[];
  className?: string;
}) {
  return (
    <div aria-live="polite" className={className}>
      {messages.map((message) => (
        <div
          key={`${message.variant}:${message.text}`}
          className={`alert alert-${message.variant} py-2 mb-2`}
          role={message.variant === 'danger' ? 'alert' : 'status'}
        >
          {message.text}
        </div>
      ))}
    </div>
  );
}
