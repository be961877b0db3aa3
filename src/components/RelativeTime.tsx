import { useEffect, useState } from 'react';
import { formatDate, relativeTime } from '../utils/dates';

interface RelativeTimeProps {
  date: Date | string;
  /** Text before the time, e.g. "Posted". */
  prefix?: string;
  className?: string;
}

/**
 * A date shown as "3 days ago". The HTML carries the absolute date, so it is right without JavaScript; on
 * prebuilt pages RelativeTimeScript.astro rewords it in the browser, and inside an island the effect does.
 */
export function RelativeTime({ date, prefix, className }: RelativeTimeProps) {
  const iso = new Date(date).toISOString();
  const absolute = formatDate(date, 'short');
  const [text, setText] = useState(absolute);
  useEffect(() => setText(relativeTime(iso) || absolute), [iso, absolute]);
  return (
    <span className={className}>
      {prefix && `${prefix} `}
      <time dateTime={iso} title={absolute} data-relative-time>
        {text}
      </time>
    </span>
  );
}
