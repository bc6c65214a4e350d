import type { TUploadRowError } from '@launchpad/shared';

const th = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';

/** The server's per-row report of a refused upload: row number (header = 1), column, problem. */
export function UploadReport({ errors }: { errors: TUploadRowError[] }) {
  const rows = [...errors].sort((a, b) => a.row - b.row);
  const badRows = new Set(rows.map((error) => error.row)).size;
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-danger-100 bg-white">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="border-b border-danger-100 bg-danger-50 px-4 py-2.5 text-left text-sm font-medium text-danger-700">
          {rows.length} problem{rows.length === 1 ? '' : 's'} in {badRows} row{badRows === 1 ? '' : 's'}
        </caption>
        <thead className="border-b border-ink-100">
          <tr>
            <th scope="col" className={`${th} w-20`}>
              Row
            </th>
            <th scope="col" className={`${th} w-40`}>
              Column
            </th>
            <th scope="col" className={th}>
              Problem
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((error, index) => (
            <tr key={`${error.row}-${error.field}-${index}`}>
              <td className="px-4 py-2.5 font-medium text-ink-900 tabular-nums">{error.row}</td>
              <td className="px-4 py-2.5 font-mono text-xs text-ink-700">{error.field}</td>
              <td className="px-4 py-2.5 text-ink-800">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
