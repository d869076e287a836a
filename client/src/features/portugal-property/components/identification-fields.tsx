import type { IdentificationMode } from '#contracts/rules/certificate-identification.ts';
import type { CertidaoIdentification } from '#contracts/api/portugal.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { propertyText } from '../messages.ts';

interface IdentificationFieldsProps {
  mode: IdentificationMode;
  value: Pick<CertidaoIdentification, 'tipo_rustica' | 'numero_artigo' | 'seccao' | 'num_ficha' | 'num_livro' | 'livro' | 'folhas'>;
  onChange: (patch: Partial<CertidaoIdentification>) => void;
  errors: Record<string, string | undefined>;
}

/**
 * The fields of one identification mode, with spec 5's guidance: the article number comes from the caderneta
 * predial; a description number looks like 2543/19970317. Used by step5 and by the edit dialog.
 */
export function IdentificationFields({ mode, value, onChange, errors }: IdentificationFieldsProps) {
  const text = useMessages(propertyText);
  if (mode === 'ficha') {
    return (
      <TextField
        id="num_ficha"
        label={text('ficha')}
        description={text('fichaHint')}
        value={value.num_ficha}
        onChange={(num_ficha) => onChange({ num_ficha })}
        error={errors['num_ficha']}
        placeholder="2543/19970317"
        isRequired
      />
    );
  }
  if (mode === 'livro') {
    return (
      <>
        <TextField
          id="num_livro"
          label={text('bookNumber')}
          value={value.num_livro}
          onChange={(num_livro) => onChange({ num_livro })}
          error={errors['num_livro']}
          inputMode="numeric"
          isRequired
        />
        <TextField
          id="livro"
          label={text('book')}
          description={text('bookHint')}
          value={value.livro}
          onChange={(livro) => onChange({ livro })}
          error={errors['livro']}
          isRequired
        />
        <TextField
          id="folhas"
          label={text('folios')}
          description={text('foliosHint')}
          value={value.folhas}
          onChange={(folhas) => onChange({ folhas })}
          error={errors['folhas']}
          isRequired
        />
      </>
    );
  }
  return (
    <>
      <TextField
        id="numero_artigo"
        label={text('article')}
        description={text('articleHint')}
        value={value.numero_artigo}
        onChange={(numero_artigo) => onChange({ numero_artigo })}
        error={errors['numero_artigo']}
        inputMode="numeric"
        isRequired
      />
      {value.tipo_rustica ? (
        <TextField
          id="seccao"
          label={text('section')}
          description={text('sectionHint')}
          value={value.seccao}
          onChange={(seccao) => onChange({ seccao })}
          error={errors['seccao']}
        />
      ) : null}
    </>
  );
}

/** The identification's error texts, in the store's language. */
export function useIdentificationMessages() {
  const t = useT();
  const text = useMessages(propertyText);
  return { write: t('error.write'), article: text('errorArticle'), section: text('errorSection'), ficha: text('errorFicha') };
}
