import styles from './image-picker.module.css';

export interface ImagePickerProps {
  /** the button's visible words */
  label: string;
  multiple?: boolean;
  /** the ids of the hint and problem the picker is tied to */
  describedBy?: string;
  onPick: (files: File[]) => void;
}

/**
 * A button-like picker of PNG or JPEG pictures: the file input is hidden inside its label but stays
 * focusable; it empties after each pick, so the same file can come again.
 */
export function ImagePicker({ label, multiple, describedBy, onPick }: ImagePickerProps) {
  return (
    <label className={styles.pick}>
      {label}
      <input
        className={styles.file}
        type="file"
        accept="image/png,image/jpeg"
        multiple={multiple}
        aria-describedby={describedBy}
        onChange={(event) => {
          onPick([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </label>
  );
}
