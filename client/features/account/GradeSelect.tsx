import { GRADE_LABELS } from '../../../server/features/auth/schema.ts';

export function GradeSelect({ value, onChange, label = 'Grade' }: { value: string; onChange: (v: string) => void; label?: string }) {
  return (
    <label className="field">
      <span>{label}</span>
      <select name="grade" value={value} onChange={(e) => onChange(e.target.value)} required>
        <option value="" disabled>Choose a grade</option>
        {GRADE_LABELS.map((g, i) => <option key={g} value={i}>{g}</option>)}
      </select>
    </label>
  );
}
