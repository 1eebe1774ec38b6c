import styles from './Presets.module.css';

type PresetsProps<P extends { label: string }> = {
  /** The group's visible name. */
  label: string;
  presets: readonly P[];
  /** A short line under each preset's name, saying what it fills in. */
  describe: (preset: P) => string;
  onPick: (preset: P) => void;
};

/** Buttons that fill several fields at once with a typical case; the visitor can change any value afterwards. */
export function Presets<P extends { label: string }>({ label, presets, describe, onPick }: PresetsProps<P>) {
  return (
    <fieldset className={styles.presets} data-print="hide">
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.list}>
        {presets.map((preset) => (
          <button key={preset.label} type="button" className={styles.preset} onClick={() => onPick(preset)}>
            <span className={styles.name}>{preset.label}</span>
            <span className={styles.detail}>{describe(preset)}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
