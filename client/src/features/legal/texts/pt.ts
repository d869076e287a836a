import type { LegalTexts } from './legal-document.ts';

/** The legal pages in European Portuguese, for the Portuguese portals (16, 26, 28). */
export const texts: LegalTexts = {
  updated: '28 de novembro de 2026',
  documents: {
    legalNotice: {
      intro: [
        'Em cumprimento do artigo 10.º do Decreto-Lei n.º 7/2004, de 7 de janeiro (comércio eletrónico), informamos quem está por detrás de {portal}.',
      ],
      sections: [
        {
          id: 'owner',
          heading: 'Titular do sítio',
          blocks: [
            {
              list: [
                'Denominação social: {company}',
                '{taxIdLabel}: {taxId}',
                'Sede: {address}',
                'Registo: {registry}',
                'Capital social: {capital}',
                'Correio eletrónico: [{email}](mailto:{email})',
                'Telefone: [{phone}](tel:{tel}) (chamada para a rede fixa nacional)',
              ],
            },
            '{company} é titular da marca comercial {portal}.',
          ],
        },
        {
          id: 'activity',
          heading: 'Atividade',
          blocks: [
            '{company} é uma empresa privada de gestão documental. Através de {portal} tratamos, em nome do cliente, do pedido de documentos oficiais (certidões permanentes do registo predial, comercial e automóvel, informações prediais e outros) junto das conservatórias e serviços que os emitem, e entregamo-los por via eletrónica.',
            'Não somos um organismo público nem uma conservatória, nem atuamos em nome destes. Pode pedir estes documentos diretamente ao serviço competente, em regra por um preço inferior; o nosso preço inclui a gestão do pedido, o seu acompanhamento e o apoio ao cliente.',
          ],
        },
        {
          id: 'use',
          heading: 'Condições de utilização',
          blocks: [
            'A utilização deste sítio atribui-lhe a condição de utilizador e implica a aceitação deste aviso legal. Compromete-se a utilizá-lo de acordo com a lei e a não introduzir dados de terceiros sem estar autorizado.',
            'A compra dos nossos serviços rege-se também pelas [condições de contratação](page:terms), e o tratamento dos seus dados pela [política de privacidade](page:privacy).',
          ],
        },
        {
          id: 'intellectual-property',
          heading: 'Propriedade intelectual e industrial',
          blocks: [
            'Os textos, o design, os logótipos e o código deste sítio pertencem a {company} ou aos seus licenciantes. É proibida a sua reprodução, distribuição ou transformação sem autorização expressa, exceto para uso pessoal e privado.',
          ],
        },
        {
          id: 'liability',
          heading: 'Responsabilidade',
          blocks: [
            'Fazemos tudo para que a informação do sítio esteja correta e atualizada, mas não respondemos por erros nos dados que nos fornece nem pelo conteúdo dos documentos emitidos pelas conservatórias e serviços públicos. Também não respondemos por interrupções do serviço devidas a causas que nos sejam alheias.',
          ],
        },
        {
          id: 'law',
          heading: 'Lei aplicável e foro',
          blocks: [
            'Este aviso legal rege-se pela lei portuguesa. Se for consumidor, pode apresentar qualquer reclamação nos tribunais do seu domicílio.',
          ],
        },
      ],
    },
    privacy: {
      intro: [
        'Esta política explica que dados pessoais tratamos quando utiliza {portal}, para quê, durante quanto tempo e quais os seus direitos, nos termos do Regulamento (UE) 2016/679 (RGPD) e da Lei n.º 58/2019, de 8 de agosto.',
      ],
      sections: [
        {
          id: 'controller',
          heading: 'Responsável pelo tratamento',
          blocks: [
            '{company}, {taxIdLabel} {taxId}, com sede em {address}. Pode contactar-nos sobre qualquer questão de privacidade através de [{email}](mailto:{email}).',
          ],
        },
        {
          id: 'data',
          heading: 'Que dados tratamos',
          blocks: [
            {
              list: [
                'Os seus contactos: endereço de correio eletrónico e, se o indicar, telefone.',
                'Os dados da sua encomenda: as respostas que dá em cada formulário (por exemplo, a freguesia, o artigo matricial ou o número da descrição do imóvel) e os documentos que anexa.',
                'Os seus dados de faturação: nome ou denominação, NIF ou NIPC e morada.',
                'Os dados do pagamento: o método escolhido e o resultado. Se pagar com cartão, escreve o número e a data de validade na nossa página de pagamento; são enviados com a sua encomenda para o nosso servidor, que os passa à entidade de pagamento para fazer a cobrança. O seu navegador só os tem em memória até os enviar: não os guarda.',
                'Os dados de navegação recolhidos pelos cookies que aceitar (consulte a [política de cookies](page:cookies)).',
              ],
            },
          ],
        },
        {
          id: 'purposes',
          heading: 'Para que os utilizamos e com que fundamento',
          blocks: [
            {
              list: [
                'Gerir a sua encomenda: pedir o documento à conservatória ou ao serviço competente em seu nome, cobrá-lo, entregá-lo e responder às suas questões. Fundamento: a execução do contrato que celebra connosco (art. 6.º, n.º 1, alínea b), do RGPD).',
                'Emitir as faturas e manter a contabilidade. Fundamento: o cumprimento de obrigações legais fiscais e comerciais (art. 6.º, n.º 1, alínea c), do RGPD).',
                'Criar a sua conta de cliente para consultar as encomendas e descarregar os documentos. Fundamento: a execução do contrato.',
                'Medir a utilização do sítio e mostrar-lhe publicidade. Fundamento: o seu consentimento (art. 6.º, n.º 1, alínea a), do RGPD), que pode retirar a qualquer momento na [política de cookies](page:cookies).',
              ],
            },
            'Não tomamos decisões automatizadas com efeitos jurídicos sobre si nem criamos perfis com os dados das suas encomendas.',
          ],
        },
        {
          id: 'retention',
          heading: 'Durante quanto tempo os conservamos',
          blocks: [
            'Conservamos os dados da encomenda enquanto mantiver conta connosco e, depois, durante os prazos legais: dez anos para a documentação contabilística e fiscal e o prazo de prescrição das ações resultantes do contrato. Os documentos emitidos podem ser descarregados na sua conta durante doze meses.',
          ],
        },
        {
          id: 'recipients',
          heading: 'A quem os comunicamos',
          blocks: [
            {
              list: [
                'Às conservatórias e serviços a quem pedimos o seu documento, com os dados que o pedido exige.',
                'Às entidades de pagamento (cartões, Multibanco e outros métodos) para cobrar a sua encomenda.',
                'Aos nossos prestadores de alojamento, correio eletrónico e apoio ao cliente, que atuam como subcontratantes, com contrato e apenas segundo as nossas instruções.',
                'À Autoridade Tributária e aos tribunais, quando a lei o exija.',
              ],
            },
            'Se algum prestador tratar dados fora do Espaço Económico Europeu, fá-lo com as garantias do RGPD (decisão de adequação ou cláusulas contratuais-tipo da Comissão Europeia).',
          ],
        },
        {
          id: 'rights',
          heading: 'Os seus direitos',
          blocks: [
            'Pode aceder aos seus dados, retificá-los, apagá-los, opor-se ao seu tratamento, pedir a sua limitação ou portabilidade e retirar o seu consentimento, escrevendo para [{email}](mailto:{email}) ou por correio para {address}, indicando o direito que pretende exercer. Respondemos no prazo de um mês.',
            'Se considerar que o seu pedido não foi bem atendido, pode apresentar reclamação à Comissão Nacional de Proteção de Dados ([www.cnpd.pt](https://www.cnpd.pt)).',
          ],
        },
      ],
    },
    terms: {
      intro: [
        'Estas condições regulam a contratação dos serviços de {portal}, prestados por {company} ({taxIdLabel} {taxId}, {address}). Ao fazer uma encomenda, aceita-as; recomendamos que as guarde ou imprima.',
      ],
      sections: [
        {
          id: 'service',
          heading: 'O que contrata',
          blocks: [
            'Contrata um serviço de gestão: pedimos em seu nome o documento oficial que escolhe (uma certidão permanente, uma informação predial simplificada ou outro) à conservatória ou ao serviço que o emite, e entregamo-lo. O conteúdo do documento é da responsabilidade de quem o emite.',
            'Para podermos fazer o pedido, os dados que nos fornece têm de estar corretos e completos. Se faltar algum dado, contactamo-lo antes de apresentar o pedido.',
          ],
        },
        {
          id: 'price',
          heading: 'Preço e pagamento',
          blocks: [
            'O preço de cada serviço é indicado antes de o adicionar ao carrinho e no resumo da encomenda. Inclui o IVA à taxa legal em vigor e, salvo indicação em contrário, os emolumentos da conservatória. Não há portes de envio.',
            'Pode pagar com cartão de crédito ou débito, por referência Multibanco e com os outros métodos indicados na página de pagamento. A fatura é enviada por correio eletrónico.',
          ],
        },
        {
          id: 'delivery',
          heading: 'Prazos de entrega',
          blocks: [
            'Apresentamos o seu pedido no próprio dia útil se a encomenda for feita até às 16h00 (no caso da referência Multibanco, a partir da confirmação do pagamento). Cada serviço indica o seu prazo de entrega habitual; os prazos dependem da conservatória ou do serviço que emite o documento e, se um prazo se prolongar, avisamo-lo.',
            'Enviamos o documento por correio eletrónico para o endereço que nos indica e pode também descarregá-lo na sua conta.',
          ],
        },
        {
          id: 'withdrawal',
          heading: 'Direito de livre resolução',
          blocks: [
            'Enquanto consumidor, pode resolver o contrato sem indicar o motivo no prazo de 14 dias a contar da sua celebração, comunicando-o para [{email}](mailto:{email}). Devolvemos o valor pago no prazo máximo de 14 dias, pelo mesmo meio de pagamento.',
            'Como o nosso serviço começa logo que confirma a encomenda, ao fazê-lo pede-nos expressamente que o prestemos durante o prazo de livre resolução. Se resolver o contrato depois de apresentado o pedido, devolvemos o valor pago deduzido da parte do serviço já prestada. Depois de o serviço estar integralmente prestado — isto é, quando lhe entregámos o documento —, deixa de poder resolver o contrato, nos termos da alínea a) do n.º 1 do artigo 17.º do Decreto-Lei n.º 24/2014, de 14 de fevereiro.',
          ],
        },
        {
          id: 'refunds',
          heading: 'Se o documento não puder ser emitido',
          blocks: [
            'Se a conservatória ou o serviço não puder emitir o documento (por exemplo, porque o prédio ou o registo não existem), informamo-lo com a resposta recebida e devolvemos o valor integral, exceto os emolumentos que o serviço tenha cobrado pela pesquisa, que lhe indicaremos. Se o motivo for um erro nos dados que nos forneceu, propomos corrigi-lo e pedir de novo sem custo adicional.',
          ],
        },
        {
          id: 'complaints',
          heading: 'Reclamações',
          blocks: [
            'Pode enviar-nos qualquer reclamação para [{email}](mailto:{email}), ligar para o [{phone}](tel:{tel}) ou escrever para {address}. Respondemos no prazo máximo de 15 dias úteis. Pode também usar o Livro de Reclamações Eletrónico ([www.livroreclamacoes.pt](https://www.livroreclamacoes.pt)).',
            'Em caso de litígio, pode recorrer a uma entidade de resolução alternativa de litígios de consumo: o Centro de Arbitragem de Conflitos de Consumo de Lisboa ([www.centroarbitragemlisboa.pt](https://www.centroarbitragemlisboa.pt)) ou o Centro Nacional de Informação e Arbitragem de Conflitos de Consumo ([www.cniacc.pt](https://www.cniacc.pt)). Mais informações no Portal do Consumidor ([www.consumidor.gov.pt](https://www.consumidor.gov.pt)).',
          ],
        },
        {
          id: 'law',
          heading: 'Lei aplicável',
          blocks: [
            'O contrato rege-se pela lei portuguesa. É celebrado em português e fica arquivado com a sua encomenda; pode pedir-nos uma cópia.',
          ],
        },
      ],
    },
    cookies: {
      intro: [
        'Um cookie é um pequeno ficheiro que o sítio guarda no seu navegador. Esta política explica que cookies {portal} utiliza, para quê e como pode alterar a sua escolha, nos termos da Lei n.º 41/2004, de 18 de agosto.',
      ],
      sections: [
        {
          id: 'choice',
          heading: 'A sua escolha',
          blocks: [{ consentChoice: true }],
        },
        {
          id: 'levels',
          heading: 'Que tipos de cookies utilizamos',
          blocks: [
            {
              list: [
                'Necessários: fazem a loja funcionar (a sua sessão, o carrinho, o pagamento e a sua escolha de cookies). Estão sempre ativos, porque sem eles não podemos prestar o serviço.',
                'Funcionais: lembram as suas preferências e as respostas dos seus últimos formulários, para não ter de as repetir.',
                'Analíticos: medem quantas pessoas visitam o sítio e como o utilizam, para o melhorar.',
                'Publicitários: permitem mostrar-lhe anúncios relevantes dos nossos serviços noutros sítios e medir a sua eficácia.',
              ],
            },
            'Os cookies funcionais, analíticos e publicitários só são instalados se os aceitar. Se continuar a navegar sem escolher, consideramos que os aceita; pode alterar a sua escolha quando quiser.',
          ],
        },
        {
          id: 'list',
          heading: 'Cookies que utilizamos',
          blocks: [
            {
              table: {
                caption: 'Cookies de {portal}',
                head: ['Cookie', 'Tipo', 'Finalidade', 'Duração'],
                rows: [
                  [
                    'opf_sid',
                    'Necessário, próprio',
                    'Identifica a sua sessão para manter o carrinho e a encomenda.',
                    'Até fechar o navegador',
                  ],
                  ['opf_consent_accepted', 'Necessário, próprio', 'Lembra que escolheu os cookies e de que forma.', '180 dias'],
                  [
                    'opf_consent_view',
                    'Necessário, próprio',
                    'Guarda a primeira página que visitou, para saber se continuou a navegar.',
                    '180 dias',
                  ],
                  ['opf_consent_level', 'Necessário, próprio', 'Guarda os tipos de cookies que aceita.', '180 dias'],
                  [
                    '_ga, _ga_*',
                    'Analítico, da Google',
                    'Distinguem visitas e utilizadores para as estatísticas do Google Analytics.',
                    '2 anos',
                  ],
                  ['_gcl_au', 'Publicitário, da Google', 'Mede as compras que chegam através dos nossos anúncios.', '90 dias'],
                ],
              },
            },
            'A loja guarda também no armazenamento local do seu navegador o carrinho, os últimos formulários e o método de pagamento escolhido, para que não os perca ao recarregar a página. Pode apagá-los nas definições do navegador.',
          ],
        },
        {
          id: 'browser',
          heading: 'Como apagar ou bloquear os cookies',
          blocks: [
            'Pode também apagar ou bloquear os cookies nas definições do seu navegador. Se bloquear os necessários, não conseguirá concluir uma encomenda.',
          ],
        },
      ],
    },
    contact: {
      intro: ['Tem dúvidas sobre uma encomenda ou sobre os nossos serviços? A nossa equipa de apoio ao cliente ajuda.'],
      sections: [
        {
          id: 'support',
          heading: 'Apoio ao cliente',
          blocks: [
            {
              list: [
                'Correio eletrónico: [{email}](mailto:{email})',
                'Telefone: [{phone}](tel:{tel}) (chamada para a rede fixa nacional)',
                'Horário: {hours}',
              ],
            },
            'Se nos escrever sobre uma encomenda, indique o seu número: encontra-o no correio de confirmação e na sua conta.',
          ],
        },
        {
          id: 'company',
          heading: 'Quem somos',
          blocks: ['{portal} é uma marca de {company}, {taxIdLabel} {taxId}, com sede em {address}.'],
        },
        {
          id: 'complaints',
          heading: 'Reclamações',
          blocks: [
            'Pode usar o Livro de Reclamações Eletrónico ([www.livroreclamacoes.pt](https://www.livroreclamacoes.pt)). Como reclamar e a que entidades pode recorrer está explicado nas [condições de contratação](page:terms).',
          ],
        },
      ],
    },
  },
};
