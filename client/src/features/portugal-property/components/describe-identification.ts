import { identificationModeOf } from '#contracts/rules/certificate-identification.ts';
import type { CertidaoIdentification } from '#contracts/api/portugal.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { propertyText } from '../messages.ts';

/** How an identification reads: 'Artigo urbano 1234', 'Descrição n.º 2543/19970317', 'Livro B-12, n.º 45, folhas 123 v.'. */
export function useDescribeIdentification(): (identification: CertidaoIdentification) => string {
  const text = useMessages(propertyText);
  return (identification) => {
    const mode = identificationModeOf(identification);
    if (mode === 'ficha') return text('byFicha', { ficha: identification.num_ficha.trim() });
    if (mode === 'livro') {
      return text('byBook', {
        book: identification.livro.trim(),
        number: identification.num_livro.trim(),
        folios: identification.folhas.trim(),
      });
    }
    if (mode === 'matricial') {
      const type = identification.tipo_rustica ? text('rusticAdjective') : text('urbanAdjective');
      const article = text('byArticle', { type, article: identification.numero_artigo.trim() });
      const section = identification.tipo_rustica ? identification.seccao.trim().toUpperCase() : '';
      return section ? text('bySection', { identification: article, section }) : article;
    }
    return '';
  };
}
