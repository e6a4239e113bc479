import { and, eq, inArray, sql } from 'drizzle-orm';
import { guideSlugs } from '@shared/guides';
import { readTimeMinutes } from '@shared/read-time';
import type { Database } from '../client';
import { articles, auditLog } from '../schema';
import { guides, type Guide } from './guides';

/**
 * The six guides in Spanish (issue 21): faithful translations of the English ones in ./guides,
 * in plain Spanish with usted. Laws, citations and agency names keep their official English
 * names; every figure and date is the English guide's (from the legal facts), never new.
 * A native speaker should read them before launch (docs/i18n.md).
 */
export interface SpanishGuide extends Pick<
  Guide,
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'metaTitle'
  | 'metaDescription'
  | 'overview'
  | 'keyPoints'
  | 'actions'
> {
  /** The slug of the English guide it translates. */
  translationOf: (typeof guideSlugs)[keyof typeof guideSlugs];
}

export const GUIDE_LAST_UPDATED_ES = 'enero de 2025';

const NOT_LEGAL_ADVICE_ES =
  'Esta guía es información general, no asesoría legal. Las leyes cambian de un estado a otro y cada contrato es distinto. Para recibir consejo sobre su situación, hable con un abogado con licencia.';

/** A note that the laws named keep their official English names and texts. */
const ENGLISH_LAW_NOTE_ES =
  'Los nombres de las leyes y sus citas aparecen en inglés, como en el texto oficial, que está en inglés.';

/** The Spanish guide as Markdown, in the same shape as the English one. */
export function spanishGuideMarkdown(guide: SpanishGuide): string {
  return [
    '## Resumen',
    ...guide.overview,
    '## Puntos clave',
    guide.keyPoints.map((point) => `- ${point}`).join('\n'),
    '## Qué puede hacer',
    guide.actions.map((action, index) => `${index + 1}. ${action}`).join('\n'),
    NOT_LEGAL_ADVICE_ES,
    ENGLISH_LAW_NOTE_ES,
    `*Última actualización: ${GUIDE_LAST_UPDATED_ES}*`,
  ].join('\n\n');
}

export const spanishGuides: SpanishGuide[] = [
  {
    translationOf: guideSlugs.contract,
    title: 'Cómo entender su contrato de tiempo compartido',
    slug: 'como-entender-su-contrato-de-tiempo-compartido',
    excerpt:
      'Una mirada tranquila, sección por sección, a lo que suele incluir un contrato de tiempo compartido y a las preguntas que conviene hacer sobre cuotas, financiamiento y cancelación.',
    metaTitle: 'Cómo entender su contrato de tiempo compartido | Guía de TRA',
    metaDescription:
      'Aprenda a leer su contrato de tiempo compartido: tipo de propiedad, cuotas de mantenimiento, financiamiento, cancelación y promesas verbales, con pasos prácticos.',
    overview: [
      'Un contrato de tiempo compartido es un documento legal largo. Muchos propietarios lo firmaron al final de una presentación de ventas agotadora, sin un momento de calma para leerlo. Esta guía explica las partes principales que debe buscar. Así podrá entender lo que aceptó y qué preguntas hacer.',
      'No necesita entender cada palabra de una vez. Reúna sus papeles, busque un momento tranquilo y revíselos una sección a la vez.',
    ],
    keyPoints: [
      '**Con escritura o con derecho de uso.** Algunos contratos le dan una parte de la propiedad misma (una escritura), a menudo sin fecha de fin. Otros le dan el derecho de usar el complejo turístico durante un número fijo de años. El tipo que usted tiene influye en sus opciones.',
      '**Cuotas de mantenimiento y cuotas extraordinarias.** La mayoría de los contratos permiten que la asociación de propietarios suba la cuota anual y cobre montos adicionales, una sola vez, para reparaciones. Busque cómo se deciden los aumentos y si tienen algún límite.',
      '**El financiamiento es un acuerdo aparte.** Si pidió un préstamo para comprar, el préstamo tiene sus propias condiciones, su tasa de interés y sus consecuencias si no paga a tiempo.',
      '**Lo que dice sobre la cancelación.** El contrato suele indicar cuánto tiempo tenía para cancelar después de firmar y cómo hacerlo. Anote esas fechas, aunque ya hayan pasado.',
      '**Las promesas verbales pueden no contar.** Muchos contratos dicen que solo lo escrito obliga al vendedor. Las promesas hechas de palabra, como una reventa fácil o ingresos seguros por alquiler, pueden no aparecer en los papeles.',
    ],
    actions: [
      'Reúna todos los documentos de la compra: el contrato, los documentos de divulgación u oferta pública, los papeles del préstamo, los recibos y los folletos. Guarde las copias juntas en una carpeta.',
      'Escriba lo que recuerda de la presentación de ventas, con fechas, nombres y promesas, mientras lo tiene fresco en la memoria.',
      'Marque las secciones sobre cuotas, financiamiento, cancelación y reventa, y escriba sus preguntas al lado.',
      'Pida a un abogado con licencia en su estado que revise el contrato antes de firmar algo nuevo o de pagarle a alguien para que lo saque del contrato.',
    ],
  },
  {
    translationOf: guideSlugs.consumerRights,
    title: 'Sus derechos como consumidor y propietario de tiempo compartido',
    slug: 'sus-derechos-como-consumidor',
    excerpt:
      'El plazo de cancelación después de firmar, las leyes contra las ventas engañosas y las reglas de los préstamos para tiempo compartido, explicados con palabras sencillas.',
    metaTitle: 'Sus derechos como consumidor de tiempo compartido | Guía de TRA',
    metaDescription:
      'Lo que la ley da a quien compra un tiempo compartido: plazos estatales de cancelación (rescisión) con ejemplos, protección contra ventas engañosas y reglas de préstamos.',
    overview: [
      'Hay leyes federales y estatales que protegen a quienes compran un tiempo compartido. Para un comprador nuevo, la protección más importante es el derecho a cancelar poco tiempo después de firmar. A esto se le suele llamar plazo de rescisión o período de reflexión. Otras leyes prohíben las ventas engañosas y ponen reglas para los préstamos.',
      'Conocer estos derechos le ayuda a actuar a tiempo y a darse cuenta cuando algo no está bien. Los detalles dependen del estado cuya ley se aplica a su contrato. Revise siempre las reglas de su propia compra.',
    ],
    keyPoints: [
      '**Cada estado fija su propio plazo de cancelación.** Por ejemplo, Florida da a los compradores 10 días calendario (Fla. Stat. § 721.10), California 7 días calendario (Cal. Bus. & Prof. Code § 11238), Hawái 7 días calendario (Haw. Rev. Stat. § 514E-8) y Arizona 10 días calendario (A.R.S. § 32-2197.03).',
      '**El plazo puede empezar después de la firma.** En Florida, California y Hawái, el plazo corre desde la fecha más tardía entre la firma del contrato y la entrega de los documentos de divulgación obligatorios.',
      '**Hay derechos a los que no se puede renunciar.** En Florida no se puede renunciar al derecho de cancelación. Una cláusula que diga que usted renuncia a él no se lo quita.',
      '**Las ventas engañosas van contra la ley.** La Federal Trade Commission Act (15 U.S.C. § 45) prohíbe las prácticas injustas o engañosas, y los estados también tienen sus propias leyes de protección al consumidor.',
      '**Los préstamos tienen sus propias reglas.** La Truth in Lending Act obliga a los prestamistas a mostrar el costo del crédito, como la tasa de porcentaje anual (APR). Su derecho a cancelar en tres días hábiles solo cubre préstamos garantizados con su vivienda principal, así que por lo general no se aplica a un préstamo de tiempo compartido.',
    ],
    actions: [
      'Busque la fecha en que firmó y la fecha en que recibió el último de los documentos de divulgación. Revise si todavía está dentro del plazo de cancelación de su estado.',
      'Si lo está, envíe hoy mismo su cancelación por escrito, de la forma que indica su contrato. Guarde una copia con una prueba de la fecha de envío.',
      'Si el plazo ya pasó, escriba todo lo que le dijeron y que resultó ser falso. Guarde la publicidad, las cartas y los mensajes.',
      'Denuncie las prácticas engañosas ante la Federal Trade Commission en [reportfraud.ftc.gov](https://reportfraud.ftc.gov/) o ante el Fiscal General (Attorney General) de su estado, y pregunte a un abogado con licencia cuáles son sus opciones.',
    ],
  },
  {
    translationOf: guideSlugs.cancellation,
    title: 'Estrategias para cancelar un tiempo compartido',
    slug: 'estrategias-para-cancelar-un-tiempo-compartido',
    excerpt:
      'Las formas más comunes de salir de un tiempo compartido después del plazo de cancelación, qué implica cada una y cómo elegir sin prisas.',
    metaTitle: 'Estrategias para cancelar un tiempo compartido | Guía de TRA',
    metaDescription:
      'Compare las formas de dejar un tiempo compartido: programas de salida del desarrollador, reventa o traspaso y reclamos legales, con los riesgos de dejar de pagar y plazos realistas.',
    overview: [
      'Cuando ya pasó el plazo de cancelación después de la compra, salir de un tiempo compartido es más difícil, pero muchas veces todavía es posible. No hay un solo camino que sirva para todos. El correcto depende de su contrato, de sus pagos y de su situación.',
      'Esta guía repasa las opciones más comunes, qué implica cada una y cómo elegir con calma, no bajo presión.',
    ],
    keyPoints: [
      '**Pregunte primero al desarrollador.** Algunos desarrolladores y complejos turísticos tienen sus propios programas de salida o de devolución, sobre todo para propietarios que están al día con sus pagos. Preguntar no cuesta nada.',
      '**Vender o traspasar.** Algunos propietarios venden en el mercado de reventa o traspasan el tiempo compartido a otra persona. Los precios de reventa suelen ser mucho más bajos que el precio de compra, y puede que el complejo turístico tenga que aprobar el traspaso.',
      '**Reclamos legales.** Si lo engañaron durante la venta, un abogado quizá pueda presentar un reclamo bajo las leyes de protección al consumidor o negociar su liberación del contrato. Esto toma tiempo y nadie puede garantizar el resultado.',
      '**Dejar de pagar tiene consecuencias graves.** Los pagos atrasados del préstamo o de las cuotas pueden traer llamadas de cobranza, daño a su crédito y, en los tiempos compartidos con escritura, la ejecución hipotecaria. No deje de pagar sin consejo profesional.',
      '**Los plazos cambian mucho.** Según el camino, una salida puede tardar desde unos pocos meses hasta un año y medio o más. Desconfíe de quien le prometa un resultado rápido y seguro.',
    ],
    actions: [
      'Lea las secciones de su contrato sobre traspaso, devolución y reventa, y anote lo que permite el complejo turístico.',
      'Comuníquese con el complejo turístico o el desarrollador y pregunte, por escrito si puede, si ofrecen un programa de salida o de devolución y en qué condiciones.',
      'Compare sus opciones por costo, tiempo y riesgo. Use nuestra [calculadora de cuotas de mantenimiento](/es/calculator) para ver cuánto le costaría quedarse con el tiempo compartido en los próximos años.',
      'Antes de pagarle a una empresa de salida, investíguela con cuidado (vea nuestra guía sobre [cómo reconocer estafas de salida](/es/resources/spotting-timeshare-exit-scams)) y pida consejo a un abogado con licencia.',
    ],
  },
  {
    translationOf: guideSlugs.scams,
    title: 'Cómo reconocer las estafas de salida de tiempo compartido',
    slug: 'como-reconocer-estafas-de-salida',
    excerpt:
      'Las señales de alerta de las estafas de reventa y de salida, desde los pagos por adelantado hasta los impostores, y qué hacer si alguien intenta estafarle.',
    metaTitle: 'Cómo reconocer las estafas de salida | Guía de TRA',
    metaDescription:
      'Cómo reconocer las estafas de reventa y de salida de tiempo compartido: pagos por adelantado, presión, promesas imposibles, impostores y estafas de recuperación, y dónde denunciarlas.',
    overview: [
      'Los propietarios que quieren dejar un tiempo compartido son un blanco frecuente de estafas. Los estafadores ofrecen vender, alquilar o cancelar el tiempo compartido, cobran una suma grande por adelantado y después no hacen nada o desaparecen. Algunos se hacen pasar por el complejo turístico, por una compañía de títulos o de depósito en garantía (escrow) o por una oficina del gobierno.',
      'Conocer las señales de alerta es la mejor forma de proteger su dinero. Si tiene dudas, vaya más despacio y verifique antes de pagar cualquier cosa.',
    ],
    keyPoints: [
      '**Los pagos por adelantado son la señal de alerta más grande.** Tenga mucho cuidado con quien le pida un pago grande antes de hacer cualquier trabajo, sobre todo por transferencia bancaria, tarjetas de regalo o criptomonedas.',
      '**Contacto inesperado y presión.** Las llamadas, los correos electrónicos o las cartas que usted no pidió, que dicen que un comprador espera su tiempo compartido o que una oferta termina hoy, son tácticas clásicas.',
      '**Promesas demasiado buenas.** Nadie puede garantizar con honestidad una venta rápida, un reembolso completo ni que su crédito quedará protegido.',
      '**Impostores.** Los estafadores pueden decir que trabajan para su complejo turístico, para un bufete de abogados o para una agencia del gobierno. Desde el 1 de abril de 2024, la regla de la Federal Trade Commission contra la suplantación de gobiernos y empresas (16 CFR Part 461) le permite llevar a juicio a esas personas.',
      '**Las estafas de recuperación siguen a estafas anteriores.** Si ya perdió dinero, alguien puede ofrecerle recuperarlo a cambio de un pago. Según la Telemarketing Sales Rule (16 CFR Part 310), un vendedor por teléfono que ofrece recuperar el dinero que usted perdió en una estafa telefónica anterior no puede cobrar hasta siete días hábiles después de que usted haya recibido el dinero.',
    ],
    actions: [
      'Nunca haga un pago por adelantado a alguien que le contactó primero. Cuelgue y llame a su complejo turístico al número que aparece en sus propios estados de cuenta.',
      'Busque la empresa con el Fiscal General (Attorney General) de su estado, y busque su nombre junto con las palabras "queja" o "estafa" (en inglés, "complaint" o "scam").',
      'Pida todas las promesas por escrito, y pida a un abogado con licencia que lea cualquier acuerdo antes de firmar o pagar.',
      'Si cree que intentaron estafarle, denúncielo ante la Federal Trade Commission en [reportfraud.ftc.gov](https://reportfraud.ftc.gov/) o al 1-877-FTC-HELP (1-877-382-4357), y avise de inmediato a su banco si ya pagó.',
    ],
  },
  {
    translationOf: guideSlugs.financialImpact,
    title: 'El impacto financiero de tener un tiempo compartido',
    slug: 'impacto-financiero-del-tiempo-compartido',
    excerpt:
      'Lo que de verdad cuesta un tiempo compartido con los años, desde las cuotas de mantenimiento que suben hasta los préstamos y las cuotas extraordinarias, y cómo planificar.',
    metaTitle: 'El impacto financiero de un tiempo compartido | Guía de TRA',
    metaDescription:
      'Conozca el costo total de un tiempo compartido: cuotas de mantenimiento que suben, cuotas extraordinarias, intereses, valor de reventa y cuotas sin pagar, con pasos para planificar.',
    overview: [
      'Un tiempo compartido suele costar mucho más que su precio de compra. Las cuotas de mantenimiento anuales tienden a subir, y los préstamos, las cuotas extraordinarias y los gastos de viaje se suman con los años.',
      'Entender el costo total le ayuda a planificar su presupuesto, hablar con su familia y decidir con calma qué hacer.',
    ],
    keyPoints: [
      '**Las cuotas de mantenimiento suelen subir cada año.** Incluso los aumentos pequeños se suman: una cuota que sube un 6% al año llega casi al doble en unos 12 años.',
      '**Las cuotas extraordinarias pueden llegar sin aviso.** La asociación de propietarios puede cobrar un monto adicional por reparaciones grandes o daños de tormentas, además de la cuota normal.',
      '**El financiamiento suma intereses.** Los préstamos para tiempo compartido suelen tener tasas de interés altas, así que el total que paga puede ser mucho mayor que el precio. La Truth in Lending Act obliga al prestamista a mostrarle la tasa de porcentaje anual (APR) y el cargo financiero.',
      '**El valor de reventa suele ser bajo.** Muchos tiempos compartidos se venden por una pequeña parte de lo que pagaron sus dueños, y algunos no se venden. Es mejor no contar con recuperar su dinero.',
      '**Las cuotas sin pagar no desaparecen solas.** Los préstamos y las cuotas sin pagar pueden pasar a agencias de cobranza y dañar su crédito. Las agencias de cobranza deben cumplir la Fair Debt Collection Practices Act, que prohíbe los cobros abusivos y engañosos y le permite disputar una deuda.',
    ],
    actions: [
      'Reúna los estados de cuenta de las cuotas de mantenimiento y del préstamo de los últimos años, y anote cuánto subieron las cuotas cada año.',
      'Use nuestra [calculadora de cuotas de mantenimiento](/es/calculator) para calcular lo que pagaría en los próximos 5, 10 o 20 años.',
      'Incluya el tiempo compartido en el presupuesto de su hogar y en sus planes para el futuro, y hable de ello con su familia.',
      'Si los pagos se le hacen difíciles, comuníquese con el prestamista o con el complejo turístico antes de atrasarse, y hable con un consejero financiero o con un abogado con licencia sobre sus opciones.',
    ],
  },
  {
    translationOf: guideSlugs.support,
    title: 'Cómo encontrar apoyo y comunidad',
    slug: 'como-encontrar-apoyo-y-comunidad',
    excerpt:
      'Usted no está solo. Dónde encontrar ayuda confiable, información gratuita y personas que han pasado por lo mismo.',
    metaTitle: 'Cómo encontrar apoyo y comunidad | Guía de TRA',
    metaDescription:
      'Lugares confiables donde los propietarios de tiempo compartido encuentran ayuda: agencias del gobierno, asistencia legal gratuita y abogados con licencia, familia y amigos, y grupos de propietarios.',
    overview: [
      'Sentirse atrapado por un tiempo compartido causa mucho estrés, y muchos propietarios sienten vergüenza o soledad. Usted no está solo: muchísimas personas han pasado por lo mismo y encontraron una salida.',
      'Esta guía le indica lugares confiables donde encontrar ayuda, información y apoyo, y algunos hábitos sencillos que facilitan cualquier paso que decida dar.',
    ],
    keyPoints: [
      '**Usted no tiene la culpa.** Las presentaciones de ventas están hechas para convencer, y muchas personas cuidadosas y sensatas firmaron ese mismo día.',
      '**Empiece por fuentes gratuitas y confiables.** Las agencias del gobierno, como la Federal Trade Commission, el Consumer Financial Protection Bureau y el Fiscal General (Attorney General) de su estado, ofrecen información gratuita y reciben quejas.',
      '**Hay ayuda legal disponible.** Las organizaciones de asistencia legal gratuita y los servicios de referencia de los colegios de abogados pueden ayudarle a encontrar un abogado con licencia, y TRA trabaja con socios legales verificados.',
      '**La familia y los amigos importan.** Hablar con alguien de confianza antes de tomar decisiones o hacer pagos le ayuda a resistir la presión y a evitar errores.',
      '**Tenga cuidado en los grupos en línea.** Los foros y grupos de apoyo de propietarios pueden ser un consuelo, pero a veces hay estafadores que se hacen pasar por miembros que quieren ayudar. Nunca le pague a alguien que conoció allí sin verificarlo antes.',
    ],
    actions: [
      'Cuéntele su situación a un familiar o amigo de confianza, y pídale que le acompañe en las llamadas o reuniones importantes.',
      'Cuéntenos su situación con el formulario de ayuda gratuita de nuestra [página de inicio](/es), o inicie sesión en su [portal del cliente](/es/dashboard) para seguir su caso.',
      'Para quejas sobre ventas, préstamos o cobro de deudas, use [reportfraud.ftc.gov](https://reportfraud.ftc.gov/) o el Consumer Financial Protection Bureau en [consumerfinance.gov/complaint](https://www.consumerfinance.gov/complaint/).',
      'Anote cada llamada y cada carta, con fechas y nombres, y guarde todo en una carpeta. Así, quien le ayude podrá entender su situación rápidamente.',
    ],
  },
];

/**
 * Adds the Spanish guides as published translations of the English ones. Idempotent by slug
 * and by translation: nothing staff wrote or changed is touched, a guide staff deleted stays
 * deleted, and an English guide that is missing (or already has a Spanish version) gets none.
 */
export async function seedSpanishGuides(db: Database): Promise<void> {
  const originals = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      categoryId: articles.categoryId,
      tags: articles.tags,
      difficulty: articles.difficulty,
      isFeatured: articles.isFeatured,
    })
    .from(articles)
    .where(
      and(
        eq(articles.locale, 'en'),
        inArray(
          articles.slug,
          spanishGuides.map((guide) => guide.translationOf),
        ),
      ),
    );
  const originalBySlug = new Map(originals.map((row) => [row.slug, row]));
  const deleted = await db
    .select({ slug: sql<string>`${auditLog.before}->>'slug'` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'article.deleted'), eq(auditLog.entityType, 'article')));
  const deletedSlugs = new Set(deleted.map((row) => row.slug));
  const englishGuides = new Map(guides.map((guide) => [guide.slug, guide]));
  const rows = spanishGuides.flatMap((guide) => {
    const original = originalBySlug.get(guide.translationOf);
    const english = englishGuides.get(guide.translationOf);
    if (!original || !english || deletedSlugs.has(guide.slug)) return [];
    const content = spanishGuideMarkdown(guide);
    return [
      {
        title: guide.title,
        slug: guide.slug,
        excerpt: guide.excerpt,
        content,
        categoryId: original.categoryId,
        status: 'published' as const,
        isFeatured: original.isFeatured,
        tags: original.tags,
        difficulty: original.difficulty,
        readTimeMinutes: readTimeMinutes(content),
        metaTitle: guide.metaTitle,
        metaDescription: guide.metaDescription,
        publishedAt: english.publishedAt,
        locale: 'es' as const,
        translationOf: original.id,
        createdAt: english.publishedAt,
        updatedAt: english.publishedAt,
      },
    ];
  });
  if (rows.length === 0) return;
  // Either conflict (the slug, or a Spanish version that exists) leaves the row out.
  await db.insert(articles).values(rows).onConflictDoNothing();
}
