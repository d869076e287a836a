import type { Snapshot } from 'valtio';
import type { MunicipalityRegistries } from '#contracts/api/spain.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { noteText } from '../messages.ts';
import * as styles from './simple-note.css.ts';

/** The registries of the chosen municipality, and spec 5's slow-registry warning where it applies. */
export function RegistryFacts({ registro }: { registro: Snapshot<MunicipalityRegistries> }) {
  const text = useMessages(noteText);
  return (
    <div aria-live="polite">
      {registro.lento ? <p className={styles.warning}>{text('slowRegistry', { municipality: registro.municipio })}</p> : null}
      <details>
        <summary>{text('registries', { municipality: registro.municipio, count: registro.registros.length })}</summary>
        <ul className={styles.offices}>
          {registro.registros.map((office) => (
            <li key={office.nombre}>{office.nombre}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
