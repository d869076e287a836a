import type { LegalTexts } from './legal-document.ts';

/** The legal pages in Spanish, for the Spanish registry portals and the other Spanish-language stores (15, 22, 23). */
export const texts: LegalTexts = {
  updated: '28 de noviembre de 2026',
  documents: {
    legalNotice: {
      intro: [
        'En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), te informamos de quién está detrás de {portal}.',
      ],
      sections: [
        {
          id: 'owner',
          heading: 'Titular del sitio web',
          blocks: [
            {
              list: [
                'Razón social: {company}',
                '{taxIdLabel}: {taxId}',
                'Domicilio social: {address}',
                'Datos registrales: {registry}',
                'Capital social: {capital}',
                'Correo electrónico: [{email}](mailto:{email})',
                'Teléfono: [{phone}](tel:{tel})',
              ],
            },
            '{company} es titular de la marca comercial {portal}.',
          ],
        },
        {
          id: 'activity',
          heading: 'Actividad',
          blocks: [
            '{company} es una empresa privada de gestión documental. A través de {portal} tramitamos en tu nombre la solicitud de documentos oficiales (notas simples y certificaciones registrales, copias de escrituras, certificados del Registro Civil y otros) ante los registros, notarías y administraciones que los expiden, y te los entregamos por vía electrónica.',
            'No somos un organismo público ni un registro, ni actuamos en su nombre. Puedes solicitar estos documentos directamente a la administración competente, normalmente por un precio menor; nuestro precio incluye la gestión de la solicitud, su seguimiento y la atención al cliente.',
          ],
        },
        {
          id: 'use',
          heading: 'Condiciones de uso',
          blocks: [
            'El uso de este sitio web te atribuye la condición de usuario e implica la aceptación de este aviso legal. Te comprometes a usarlo conforme a la ley y a no introducir datos de terceros sin estar autorizado para ello.',
            'La compra de nuestros servicios se rige además por las [condiciones de contratación](page:terms), y el tratamiento de tus datos por la [política de privacidad](page:privacy).',
          ],
        },
        {
          id: 'intellectual-property',
          heading: 'Propiedad intelectual e industrial',
          blocks: [
            'Los textos, el diseño, los logotipos y el código de este sitio web pertenecen a {company} o a sus licenciantes. Queda prohibida su reproducción, distribución o transformación sin autorización expresa, salvo para uso personal y privado.',
          ],
        },
        {
          id: 'liability',
          heading: 'Responsabilidad',
          blocks: [
            'Ponemos el máximo cuidado en que la información del sitio sea correcta y esté actualizada, pero no respondemos de los errores de los datos que nos facilites ni del contenido de los documentos que expiden los registros y las administraciones. No respondemos tampoco de las interrupciones del servicio debidas a causas ajenas a nosotros.',
          ],
        },
        {
          id: 'law',
          heading: 'Legislación aplicable y jurisdicción',
          blocks: [
            'Este aviso legal se rige por la ley española. Si eres consumidor, podrás presentar cualquier reclamación ante los juzgados de tu domicilio.',
          ],
        },
      ],
    },
    privacy: {
      intro: [
        'Esta política explica qué datos personales tratamos cuando usas {portal}, para qué, durante cuánto tiempo y qué derechos tienes, conforme al Reglamento (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD).',
      ],
      sections: [
        {
          id: 'controller',
          heading: 'Responsable del tratamiento',
          blocks: [
            '{company}, {taxIdLabel} {taxId}, con domicilio en {address}. Puedes escribirnos sobre cualquier cuestión de privacidad a [{email}](mailto:{email}).',
          ],
        },
        {
          id: 'data',
          heading: 'Qué datos tratamos',
          blocks: [
            {
              list: [
                'Tus datos de contacto: correo electrónico y, si nos lo das, teléfono.',
                'Los datos de tu pedido: las respuestas que das en cada formulario (por ejemplo, la dirección del inmueble, el nombre del titular o los datos de una inscripción) y los documentos que adjuntas.',
                'Tus datos de facturación: nombre o razón social, NIF o CIF y dirección.',
                'Los datos del pago: el método elegido y el resultado. Si pagas con tarjeta, escribes su número y su fecha de caducidad en nuestra página de pago; se envían con tu pedido a nuestro servidor, que los pasa a la entidad de pago para hacer el cargo. Tu navegador solo los tiene en memoria hasta enviarlos: no los guarda.',
                'Los datos de navegación que recogen las cookies que aceptes (consulta la [política de cookies](page:cookies)).',
              ],
            },
          ],
        },
        {
          id: 'purposes',
          heading: 'Para qué los usamos y con qué base legal',
          blocks: [
            {
              list: [
                'Gestionar tu pedido: solicitar el documento al registro o a la administración competente en tu nombre, cobrarlo, entregártelo y atender tus consultas. Base legal: la ejecución del contrato que celebras con nosotros (art. 6.1.b RGPD).',
                'Emitir las facturas y conservar la contabilidad. Base legal: el cumplimiento de obligaciones legales fiscales y mercantiles (art. 6.1.c RGPD).',
                'Crear tu cuenta de cliente para que consultes tus pedidos y descargues tus documentos. Base legal: la ejecución del contrato.',
                'Medir el uso del sitio y mostrarte publicidad. Base legal: tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento desde la [política de cookies](page:cookies).',
              ],
            },
            'No tomamos decisiones automatizadas con efectos jurídicos sobre ti ni elaboramos perfiles con tus datos de pedido.',
          ],
        },
        {
          id: 'retention',
          heading: 'Cuánto tiempo los conservamos',
          blocks: [
            'Conservamos los datos del pedido mientras tengas cuenta con nosotros y, después, bloqueados durante los plazos de prescripción de las acciones legales: seis años para la documentación contable y fiscal (art. 30 del Código de Comercio) y cinco años para las reclamaciones derivadas del contrato. Los documentos expedidos se pueden descargar desde tu cuenta durante doce meses.',
          ],
        },
        {
          id: 'recipients',
          heading: 'A quién se los comunicamos',
          blocks: [
            {
              list: [
                'A los registros, notarías y administraciones a los que solicitamos tu documento, con los datos que la solicitud exige.',
                'A las entidades de pago (pasarela de tarjetas, PayPal, Bizum) para cobrar tu pedido.',
                'A nuestros proveedores de alojamiento, correo electrónico y atención al cliente, que actúan como encargados del tratamiento con contrato y solo siguiendo nuestras instrucciones.',
                'A la Agencia Tributaria y a los jueces y tribunales cuando la ley lo exija.',
              ],
            },
            'Si algún proveedor trata datos fuera del Espacio Económico Europeo, lo hace con las garantías del RGPD (decisión de adecuación o cláusulas contractuales tipo de la Comisión Europea).',
          ],
        },
        {
          id: 'rights',
          heading: 'Tus derechos',
          blocks: [
            'Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, pedir su limitación o su portabilidad y retirar tu consentimiento, escribiendo a [{email}](mailto:{email}) o por correo postal a {address}, indicando qué derecho ejerces. Te contestaremos en el plazo de un mes.',
            'Si crees que no hemos atendido bien tu solicitud, puedes presentar una reclamación ante la Agencia Española de Protección de Datos ([www.aepd.es](https://www.aepd.es)).',
          ],
        },
      ],
    },
    terms: {
      intro: [
        'Estas condiciones regulan la contratación de los servicios de {portal}, que presta {company} ({taxIdLabel} {taxId}, {address}). Al realizar un pedido las aceptas; te recomendamos guardarlas o imprimirlas.',
      ],
      sections: [
        {
          id: 'service',
          heading: 'Qué contratas',
          blocks: [
            'Contratas un servicio de gestión: solicitamos en tu nombre el documento oficial que eliges (una nota simple, una certificación, una copia de escritura, un certificado del Registro Civil u otro) ante el registro, la notaría o la administración que lo expide, y te lo entregamos. El contenido del documento es responsabilidad de quien lo expide.',
            'Para poder hacer la solicitud necesitamos que los datos que nos das sean correctos y completos. Si falta algún dato, te escribiremos antes de presentar la solicitud.',
          ],
        },
        {
          id: 'price',
          heading: 'Precio y pago',
          blocks: [
            'El precio de cada servicio se muestra antes de que lo añadas a la cesta y en el resumen de tu pedido. Incluye el IVA aplicable y, salvo que se indique lo contrario, las tasas del registro o de la administración. No hay gastos de envío.',
            'Puedes pagar con tarjeta de crédito o débito y con los demás métodos que se muestran en la página de pago. El cargo se hace al confirmar el pedido y te enviamos la factura por correo electrónico.',
          ],
        },
        {
          id: 'delivery',
          heading: 'Plazos de entrega',
          blocks: [
            'Presentamos tu solicitud el mismo día laborable si el pedido se hace antes de las 17:00. Cada servicio indica su plazo de entrega habitual; las notas simples se entregan normalmente en el día y el servicio urgente en pocas horas laborables. Los plazos dependen del registro o la administración que expide el documento; si un plazo se va a alargar, te avisaremos.',
            'Te enviamos el documento por correo electrónico a la dirección que nos das y también puedes descargarlo desde tu cuenta.',
          ],
        },
        {
          id: 'withdrawal',
          heading: 'Derecho de desistimiento',
          blocks: [
            'Como consumidor, puedes desistir del contrato sin dar ninguna razón en el plazo de 14 días naturales desde su celebración, comunicándolo a [{email}](mailto:{email}). Te devolveremos el importe pagado en un plazo máximo de 14 días, por el mismo medio de pago.',
            'Como nuestro servicio empieza en cuanto confirmas el pedido, al hacerlo nos pides expresamente que lo prestemos durante el plazo de desistimiento. Si desistes cuando ya hemos presentado la solicitud, te devolveremos el importe menos la parte proporcional del servicio ya prestado. Una vez prestado el servicio por completo —es decir, cuando te hemos entregado el documento—, ya no podrás desistir, tal como establece el artículo 103 a) del texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios (TRLGDCU).',
          ],
        },
        {
          id: 'refunds',
          heading: 'Si el documento no se puede expedir',
          blocks: [
            'Si el registro o la administración no puede expedir el documento (por ejemplo, porque el inmueble o la inscripción no constan), te lo comunicaremos con la respuesta recibida y te devolveremos el importe íntegro, salvo las tasas que el organismo haya cobrado por la búsqueda, que te indicaremos. Si el motivo es un error en los datos que nos diste, te propondremos corregirlo y volver a solicitarlo sin coste adicional.',
          ],
        },
        {
          id: 'complaints',
          heading: 'Reclamaciones',
          blocks: [
            'Puedes enviarnos cualquier queja o reclamación a [{email}](mailto:{email}), llamar al [{phone}](tel:{tel}) o escribirnos a {address}. Te responderemos en el plazo máximo de un mes. Tenemos hojas de reclamaciones a tu disposición.',
            'Si no quedas satisfecho, puedes acudir a la Junta Arbitral de Consumo de tu comunidad autónoma o a los servicios de consumo de tu ayuntamiento.',
          ],
        },
        {
          id: 'law',
          heading: 'Ley aplicable',
          blocks: [
            'El contrato se rige por la ley española, sin perjuicio de los derechos que te reconozca la ley de tu país de residencia como consumidor. El contrato se celebra en español y lo archivamos junto con tu pedido; puedes pedirnos una copia.',
          ],
        },
      ],
    },
    cookies: {
      intro: [
        'Una cookie es un pequeño archivo que el sitio guarda en tu navegador. Esta política explica qué cookies usa {portal}, para qué y cómo puedes cambiar tu elección, conforme al artículo 22.2 de la LSSI-CE.',
      ],
      sections: [
        {
          id: 'choice',
          heading: 'Tu elección',
          blocks: [{ consentChoice: true }],
        },
        {
          id: 'levels',
          heading: 'Qué tipos de cookies usamos',
          blocks: [
            {
              list: [
                'Necesarias: hacen funcionar la tienda (tu sesión, la cesta, el pago y tu elección de cookies). Siempre están activas porque sin ellas no podríamos prestarte el servicio.',
                'Funcionales: recuerdan tus preferencias y las respuestas de tus últimos formularios para no tener que repetirlas.',
                'Analíticas: miden cuántas personas visitan el sitio y cómo lo usan, para mejorarlo.',
                'Publicitarias: permiten mostrarte anuncios relevantes de nuestros servicios en otros sitios y medir su eficacia.',
              ],
            },
            'Las cookies funcionales, analíticas y publicitarias solo se instalan si las aceptas. Si sigues navegando por el sitio sin elegir, entendemos que las aceptas; puedes cambiar tu elección cuando quieras.',
          ],
        },
        {
          id: 'list',
          heading: 'Cookies que usamos',
          blocks: [
            {
              table: {
                caption: 'Cookies de {portal}',
                head: ['Cookie', 'Tipo', 'Para qué sirve', 'Duración'],
                rows: [
                  ['opf_sid', 'Necesaria, propia', 'Identifica tu sesión para mantener tu cesta y tu pedido.', 'Hasta cerrar el navegador'],
                  ['opf_consent_accepted', 'Necesaria, propia', 'Recuerda que has elegido las cookies y cómo.', '180 días'],
                  [
                    'opf_consent_view',
                    'Necesaria, propia',
                    'Guarda la primera página que visitaste, para saber si has seguido navegando.',
                    '180 días',
                  ],
                  ['opf_consent_level', 'Necesaria, propia', 'Guarda los tipos de cookies que aceptas.', '180 días'],
                  [
                    '_ga, _ga_*',
                    'Analítica, de Google',
                    'Distinguen visitas y usuarios para las estadísticas de Google Analytics.',
                    '2 años',
                  ],
                  ['_gcl_au', 'Publicitaria, de Google', 'Mide las compras que llegan desde nuestros anuncios.', '90 días'],
                ],
              },
            },
            'Además, la tienda guarda en el almacenamiento local de tu navegador tu cesta, tus últimos formularios y el método de pago elegido, para que no los pierdas al recargar la página. Puedes borrarlos desde la configuración de tu navegador.',
          ],
        },
        {
          id: 'browser',
          heading: 'Cómo borrar o bloquear las cookies',
          blocks: [
            'También puedes borrar o bloquear las cookies desde la configuración de tu navegador. Si bloqueas las necesarias, no podrás completar un pedido.',
          ],
        },
      ],
    },
    contact: {
      intro: ['¿Tienes dudas sobre un pedido o sobre nuestros servicios? Nuestro equipo de atención al cliente te ayuda.'],
      sections: [
        {
          id: 'support',
          heading: 'Atención al cliente',
          blocks: [
            {
              list: ['Correo electrónico: [{email}](mailto:{email})', 'Teléfono: [{phone}](tel:{tel})', 'Horario: {hours}'],
            },
            'Si nos escribes sobre un pedido, indícanos su número: lo encontrarás en el correo de confirmación y en tu cuenta.',
          ],
        },
        {
          id: 'company',
          heading: 'Quiénes somos',
          blocks: ['{portal} es una marca de {company}, {taxIdLabel} {taxId}, con domicilio en {address}.'],
        },
        {
          id: 'complaints',
          heading: 'Quejas y reclamaciones',
          blocks: [
            'Cómo presentar una reclamación y a quién acudir si no quedas satisfecho se explica en las [condiciones de contratación](page:terms).',
          ],
        },
      ],
    },
  },
};
