/** Demo news for a first run: realistic industry news in English and Spanish. */
export interface DemoNewsPost {
  id: string; // a fixed UUID v4 literal, unique, lowercase, e.g. "3f1c2a8e-6b7d-4c1e-9a2b-0d4e5f6a7b8c"
  status: "draft" | "published";
  postType: "news" | "press_release";
  title: string;
  excerpt: string;
  content: string;
  titleEs: string;
  excerptEs: string;
  contentEs: string;
  publishedAt: string; // ISO 8601 UTC, e.g. "2026-10-14T09:00:00.000Z"
}

export const demoNewsPosts: DemoNewsPost[] = [
  {
    id: "fde1b88e-5473-496c-8061-a7bee77eee61",
    status: "published",
    postType: "press_release",
    title: "Akvaris Water Technologies Opens Houston Office to Serve the Americas",
    excerpt:
      "The new office in Houston, Texas, brings sales engineering, project management and after-sales support closer to municipal and industrial customers across the Americas.",
    content: `<p><strong>Houston, Texas</strong> — Akvaris Water Technologies today announced the opening of its office in Houston, Texas, the company's first permanent base outside Türkiye. The office will coordinate sales engineering, project management and after-sales service for customers in the United States, Mexico, Central America and South America.</p>
<p>Akvaris has supplied screening, sludge dewatering and package treatment equipment to projects in the region for several years, shipping from its manufacturing plant in Türkiye. A growing installed base and the need for faster response times led the company to build a local team that works in the same time zones as its customers.</p>
<h2>What the Houston office provides</h2>
<ul>
<li>Application engineering and proposal support in English and Spanish</li>
<li>Project management from kick-off meeting to commissioning</li>
<li>Coordination of field service, start-up and operator training</li>
<li>Spare parts planning for installed equipment</li>
</ul>
<blockquote>“Our customers want a partner who can be on site quickly and who speaks their language, both technically and literally. Houston gives us that,” said the company's General Manager for the Americas.</blockquote>
<p>Design, manufacturing and factory acceptance testing will remain at the company's ISO 9001:2015 certified plant, while the Houston team becomes the single point of contact for projects in the region.</p>`,
    titleEs: "Akvaris Water Technologies abre una oficina en Houston para atender a toda América",
    excerptEs:
      "La nueva oficina en Houston, Texas, acerca la ingeniería de ventas, la gestión de proyectos y el servicio posventa a los clientes municipales e industriales de todo el continente.",
    contentEs: `<p><strong>Houston, Texas</strong> — Akvaris Water Technologies anunció hoy la apertura de su oficina en Houston, Texas, la primera sede permanente de la empresa fuera de Turquía. Desde allí se coordinarán la ingeniería de ventas, la gestión de proyectos y el servicio posventa para clientes de Estados Unidos, México, Centroamérica y Sudamérica.</p>
<p>Desde hace varios años, Akvaris suministra equipos de desbaste, deshidratación de lodos y plantas compactas a proyectos de la región desde su planta de fabricación en Turquía. El crecimiento de la base instalada y la necesidad de tiempos de respuesta más cortos llevaron a la empresa a formar un equipo local que trabaje en el mismo huso horario que sus clientes.</p>
<h2>Servicios de la oficina de Houston</h2>
<ul>
<li>Ingeniería de aplicaciones y elaboración de ofertas en inglés y español</li>
<li>Gestión de proyectos desde la reunión de arranque hasta la puesta en marcha</li>
<li>Coordinación de asistencia técnica en campo, arranque y capacitación de operadores</li>
<li>Planificación de repuestos para los equipos instalados</li>
</ul>
<blockquote>“Nuestros clientes buscan un socio que llegue rápido a la obra y que hable su idioma, en lo técnico y en lo literal. Houston nos permite ofrecer eso”, afirmó el gerente general de la compañía para América.</blockquote>
<p>El diseño, la fabricación y las pruebas de aceptación en fábrica (FAT) seguirán realizándose en la planta certificada ISO 9001:2015 de la empresa, mientras que el equipo de Houston será el interlocutor único para los proyectos de la región.</p>`,
    publishedAt: "2024-03-12T14:00:00.000Z",
  },
  {
    id: "9cceff63-b14d-4cb6-8fa9-7c1da4ec11ce",
    status: "published",
    postType: "news",
    title: "Rotary Drum Screens Ordered for a Vegetable Processing Plant in Sinaloa",
    excerpt:
      "Two stainless steel drum screens with 1 mm perforation will remove peel, seeds and fibres from 4,800 m³/day of process wastewater ahead of the plant's new biological stage.",
    content: `<p>A vegetable processing and packing company in Sinaloa, Mexico, has placed an order with Akvaris for two internally fed rotary drum screens. The units will treat up to 4,800 m³/day of washing and blanching water during the peak of the winter harvest, when tomatoes, peppers and cucumbers arrive from the fields around Culiacán.</p>
<p>Until now, the plant relied on a static sieve that blinded within hours at high solids loads, sending peel fragments and seeds into the equalization tank. The accumulated solids increased mixing energy, caused odours and overloaded the sludge handling of the downstream treatment stage the company is now building.</p>
<h3>Scope of supply</h3>
<ul>
<li>Two drum screens in AISI 316 stainless steel, 1 mm perforated drum, each sized for 60% of peak flow</li>
<li>Internal and external spray bars with solenoid-controlled wash cycles</li>
<li>Shaftless screw conveyor and screw compactor for the screened solids</li>
<li>Local control panel with level-based speed control</li>
</ul>
<p>Factory acceptance testing is scheduled for June, with delivery and installation completed before the start of the harvest season in the autumn. Compacted solids will be sent for composting together with other organic residues from the packing lines.</p>`,
    titleEs: "Tamices de tambor rotativo para una planta procesadora de hortalizas en Sinaloa",
    excerptEs:
      "Dos tamices de tambor en acero inoxidable con perforación de 1 mm retendrán cáscaras, semillas y fibras de 4.800 m³/día de agua de proceso antes de la nueva etapa biológica de la planta.",
    contentEs: `<p>Una empresa procesadora y empacadora de hortalizas de Sinaloa, México, adjudicó a Akvaris el suministro de dos tamices de tambor rotativo de alimentación interior. Los equipos tratarán hasta 4.800 m³/día de agua de lavado y escaldado durante el pico de la temporada de invierno, cuando llegan a la planta el tomate, el chile y el pepino de los campos de la zona de Culiacán.</p>
<p>Hasta ahora, la planta contaba con un tamiz estático que se colmataba en pocas horas con cargas altas de sólidos, dejando pasar cáscaras y semillas al tanque de homogeneización. Los sólidos acumulados aumentaban el consumo de energía de agitación, generaban malos olores y sobrecargaban el manejo de lodos del tratamiento biológico que la empresa está construyendo.</p>
<h3>Alcance del suministro</h3>
<ul>
<li>Dos tamices de tambor en acero inoxidable AISI 316, con tambor perforado de 1 mm, dimensionados cada uno para el 60 % del caudal pico</li>
<li>Rampas de lavado interior y exterior con ciclos controlados por electroválvulas</li>
<li>Transportador de tornillo sin eje y compactador de tornillo para los sólidos retenidos</li>
<li>Tablero de control local con regulación de velocidad por nivel</li>
</ul>
<p>Las pruebas FAT están previstas para junio, y la entrega y el montaje concluirán antes del inicio de la cosecha en otoño. Los sólidos compactados se destinarán a compostaje junto con otros residuos orgánicos de las líneas de empaque.</p>`,
    publishedAt: "2024-04-23T15:30:00.000Z",
  },
  {
    id: "68efe82e-aacd-4d7f-98e0-fb83ce957970",
    status: "published",
    postType: "news",
    title: "IFAT 2024 in Munich: What Our Engineers Brought Back From the Show Floor",
    excerpt:
      "Five days at the world's leading environmental technology fair left our team with a clear picture of where screening, sludge treatment and plant automation are heading.",
    content: `<p>From 13 to 17 May, our engineering and sales team spent the week at IFAT in Munich, the world's largest trade fair for water, sewage, waste and raw materials management. Between meetings with EPC contractors, consultants and utilities from more than twenty countries, we took time to walk the halls and compare notes.</p>
<p>Three themes stood out:</p>
<ol>
<li><strong>Energy is now a design criterion, not an afterthought.</strong> Visitors asked for power consumption figures per cubic metre treated as often as they asked for capacity. Variable-speed drives and control based on dissolved oxygen are expected as standard.</li>
<li><strong>Sludge is a cost centre under scrutiny.</strong> Disposal prices keep rising, and operators are looking for higher cake solids with lower polymer consumption, even on small plants.</li>
<li><strong>Remote monitoring has become routine.</strong> Almost every conversation about panels included questions on data access, alarms on mobile devices and integration with existing SCADA systems.</li>
</ol>
<p>For Akvaris, the fair confirmed the direction of our product development for the coming two years, particularly for dewatering equipment and package treatment units. We also came home with several concrete enquiries for projects in Latin America and the Middle East, which our teams are already working on.</p>`,
    titleEs: "IFAT 2024 en Múnich: lo que nuestros ingenieros se llevaron de la feria",
    excerptEs:
      "Cinco días en la principal feria mundial de tecnología ambiental dejaron a nuestro equipo una visión clara de hacia dónde van el desbaste, el tratamiento de lodos y la automatización.",
    contentEs: `<p>Del 13 al 17 de mayo, nuestro equipo de ingeniería y ventas estuvo en IFAT, en Múnich, la mayor feria del mundo dedicada al agua, las aguas residuales, los residuos y las materias primas. Entre reuniones con contratistas EPC, consultoras y organismos operadores de más de veinte países, también recorrimos los pabellones y comparamos impresiones.</p>
<p>Destacaron tres tendencias:</p>
<ol>
<li><strong>La energía ya es un criterio de diseño, no un detalle.</strong> Los visitantes preguntaban por el consumo eléctrico por metro cúbico tratado tanto como por la capacidad. Los variadores de frecuencia y el control por oxígeno disuelto se dan por descontados.</li>
<li><strong>Los lodos son un centro de costos bajo la lupa.</strong> Los costos de disposición siguen subiendo y los operadores buscan mayor sequedad de la torta con menos polímero, incluso en plantas pequeñas.</li>
<li><strong>El monitoreo remoto se ha vuelto habitual.</strong> Casi todas las conversaciones sobre tableros incluían preguntas sobre acceso a datos, alarmas en el celular e integración con los sistemas SCADA existentes.</li>
</ol>
<p>Para Akvaris, la feria confirmó la orientación de nuestro desarrollo de producto para los próximos dos años, sobre todo en equipos de deshidratación y plantas compactas. Además, volvimos con varias consultas concretas para proyectos en Latinoamérica y Oriente Medio, en las que nuestros equipos ya están trabajando.</p>`,
    publishedAt: "2024-05-21T08:45:00.000Z",
  },
  {
    id: "dbd3374e-a596-49da-a6ce-d1ddd8ea2526",
    status: "published",
    postType: "news",
    title: "Dissolved Air Flotation Unit Starts Up at a Poultry Processor in Jalisco",
    excerpt:
      "A 1,200 m³/day DAF system with fine screening and chemical conditioning now removes more than 90% of fats, oils and grease before discharge to the municipal sewer.",
    content: `<h2>The challenge</h2>
<p>A leading poultry processor in Jalisco, Mexico, was discharging slaughter and evisceration wastewater with high concentrations of fats, oils and grease (FOG), blood and feathers. Results regularly exceeded the limits of NOM-002-SEMARNAT-1996 for discharges to municipal sewer systems, and the local utility had warned of surcharges.</p>
<h2>The solution</h2>
<p>Akvaris designed and supplied a complete pretreatment line for 1,200 m³/day: a rotary drum screen with 0.75 mm perforation, an equalization tank with submersible mixers, a pipe flocculator dosing coagulant and polymer, and a dissolved air flotation unit with pressurized recycle. The floated sludge is collected by a surface scraper and pumped to the company's rendering area.</p>
<p>After four weeks of operation and optimization of chemical dosing, the plant's own laboratory reports the following average removal rates:</p>
<ul>
<li>Fats, oils and grease: 92%</li>
<li>Total suspended solids: 88%</li>
<li>Chemical oxygen demand: 65%</li>
</ul>
<p>The discharge is now consistently within permit limits. Because the DAF is sized with reserve capacity, the processor can add a second shift on its deboning line without modifying the treatment system.</p>`,
    titleEs: "Arranca una unidad de flotación por aire disuelto en una procesadora avícola de Jalisco",
    excerptEs:
      "Un sistema DAF de 1.200 m³/día con tamizado fino y acondicionamiento químico elimina ya más del 90 % de grasas y aceites antes de la descarga al alcantarillado municipal.",
    contentEs: `<h2>El reto</h2>
<p>Una destacada procesadora avícola de Jalisco, México, descargaba aguas de sacrificio y eviscerado con altas concentraciones de grasas y aceites, sangre y plumas. Los análisis superaban con frecuencia los límites de la NOM-002-SEMARNAT-1996 para descargas al alcantarillado municipal, y el organismo operador local había advertido sobre cobros adicionales.</p>
<h2>La solución</h2>
<p>Akvaris diseñó y suministró una línea completa de pretratamiento para 1.200 m³/día: un tamiz de tambor rotativo con perforación de 0,75 mm, un tanque de homogeneización con agitadores sumergibles, un floculador tubular con dosificación de coagulante y polímero, y una unidad de flotación por aire disuelto con recirculación presurizada. Los lodos flotados se retiran con un barredor superficial y se bombean al área de subproductos de la empresa.</p>
<p>Tras cuatro semanas de operación y ajuste de la dosificación química, el laboratorio de la planta reporta las siguientes eficiencias promedio de remoción:</p>
<ul>
<li>Grasas y aceites: 92 %</li>
<li>Sólidos suspendidos totales: 88 %</li>
<li>Demanda química de oxígeno: 65 %</li>
</ul>
<p>La descarga cumple ahora de forma constante con los límites permitidos. Como la unidad DAF se dimensionó con capacidad de reserva, la empresa podrá añadir un segundo turno en su línea de deshuesado sin modificar el sistema de tratamiento.</p>`,
    publishedAt: "2024-06-18T16:00:00.000Z",
  },
  {
    id: "9b395c78-4d6c-4810-aac6-603666236d33",
    status: "published",
    postType: "press_release",
    title: "Akvaris Launches Modular MBBR Package Plants for 50 to 1,500 m³/day",
    excerpt:
      "The new pre-engineered moving bed biofilm reactor line combines compact footprint, short delivery times and simple operation for communities, camps, hotels and industry.",
    content: `<p>Akvaris Water Technologies today introduced a new line of modular MBBR (moving bed biofilm reactor) package wastewater treatment plants covering capacities from 50 to 1,500 m³/day. The units are pre-engineered, factory assembled and tested, and can be installed above ground or partially buried.</p>
<p>In an MBBR, biomass grows on free-floating polyethylene carriers kept in suspension by aeration. The process tolerates load variations well and needs no sludge recirculation, which makes it a good fit for sites without full-time specialist staff.</p>
<h2>Key features</h2>
<ul>
<li>Tanks in epoxy-coated carbon steel or stainless steel, or in containerized versions up to 300 m³/day</li>
<li>HDPE carriers with a protected surface area of up to 800 m²/m³</li>
<li>Integrated fine screen, lamella clarifier and disinfection stage</li>
<li>PLC control panel with remote access and energy-efficient blowers with variable-speed drives</li>
<li>Footprint up to 40% smaller than a conventional activated sludge plant of the same capacity</li>
</ul>
<h2>Typical applications</h2>
<p>Residential developments, mining and construction camps, hotels, industrial parks and food industry pretreatment. Modules can be combined in parallel, so a plant can grow in step with its catchment.</p>
<p>Standard sizes can be shipped within 10 to 14 weeks of order confirmation.</p>`,
    titleEs: "Akvaris lanza plantas compactas MBBR modulares de 50 a 1.500 m³/día",
    excerptEs:
      "La nueva línea prediseñada de reactores de biopelícula de lecho móvil ofrece poca superficie, plazos de entrega cortos y operación sencilla para comunidades, campamentos, hoteles e industria.",
    contentEs: `<p>Akvaris Water Technologies presentó hoy una nueva línea de plantas compactas modulares de tratamiento de aguas residuales con tecnología MBBR (reactor de biopelícula de lecho móvil), para caudales de 50 a 1.500 m³/día. Los equipos son prediseñados, se ensamblan y prueban en fábrica y pueden instalarse sobre el terreno o semienterrados.</p>
<p>En un reactor MBBR, la biomasa crece sobre soportes plásticos que se mantienen en suspensión mediante la aireación. El proceso tolera bien las variaciones de carga y no requiere recirculación de lodos, por lo que resulta ideal para sitios sin personal especializado de tiempo completo.</p>
<h2>Características principales</h2>
<ul>
<li>Tanques de acero al carbono con recubrimiento epóxico o de acero inoxidable, o versiones en contenedor hasta 300 m³/día</li>
<li>Soportes de PEAD con superficie específica protegida de hasta 800 m²/m³</li>
<li>Tamiz fino, sedimentador lamelar y etapa de desinfección integrados</li>
<li>Tablero PLC con acceso remoto y sopladores eficientes con variador de frecuencia</li>
<li>Hasta un 40 % menos de superficie que una planta de lodos activados convencional de igual capacidad</li>
</ul>
<h2>Aplicaciones habituales</h2>
<p>Desarrollos habitacionales, campamentos mineros y de obra, hoteles, parques industriales y pretratamiento en la industria alimentaria. Los módulos pueden instalarse en paralelo, de modo que la planta crece al ritmo de la población servida.</p>
<p>Los tamaños estándar se despachan entre 10 y 14 semanas después de la confirmación del pedido.</p>`,
    publishedAt: "2024-08-06T13:00:00.000Z",
  },
  {
    id: "c3686220-a12c-408d-9775-44057db5e6d9",
    status: "published",
    postType: "news",
    title: "New Headworks Commissioned at a Municipal WWTP in the Monterrey Metropolitan Area",
    excerpt:
      "Automatic bar screens, washer-compactors and grit classifiers were installed in three phases while the plant kept treating its full 750 L/s average flow.",
    content: `<p>Akvaris has completed the commissioning of a new headworks at a municipal wastewater treatment plant serving part of the Monterrey metropolitan area in Nuevo León, Mexico. The plant treats an average of 750 L/s, with peaks of 1,300 L/s during summer storms.</p>
<p>The original screens, installed more than twenty years ago, had reached the end of their service life. Ragging of downstream pumps and grit accumulation in the aeration basins were driving up maintenance costs. The new scope included two multi-rake bar screens with 6 mm spacing, a 25 mm manual bypass screen, two screenings washer-compactors, two grit classifiers and a belt conveyor to the skip area.</p>
<p>Because the plant could not be taken out of service, installation followed a phased plan:</p>
<ol>
<li>Channel isolation with aluminium stop-logs and installation of the first screen and compactor</li>
<li>Commissioning of the first line and transfer of the full flow to it</li>
<li>Replacement of the second channel equipment and the grit classifiers</li>
</ol>
<p>Washed and compacted screenings now leave the plant with more than 35% dry solids, and their volume has fallen by roughly half.</p>
<blockquote>“We replaced the heart of the headworks without a single day of bypass,” said the plant's operations manager.</blockquote>`,
    titleEs: "Arranca el nuevo pretratamiento de una PTAR del área metropolitana de Monterrey",
    excerptEs:
      "Rejillas automáticas, compactadores con lavado y clasificadores de arena se instalaron en tres fases mientras la planta seguía tratando su caudal medio de 750 L/s.",
    contentEs: `<p>Akvaris concluyó la puesta en marcha del nuevo pretratamiento de una planta de tratamiento de aguas residuales (PTAR) municipal que atiende a parte del área metropolitana de Monterrey, Nuevo León. La planta trata un caudal medio de 750 L/s, con picos de 1.300 L/s durante las tormentas de verano.</p>
<p>Las rejillas originales, instaladas hace más de veinte años, habían llegado al final de su vida útil. El enredo de trapos en las bombas y la acumulación de arena en los reactores biológicos elevaban los costos de mantenimiento. El alcance incluyó dos rejillas automáticas de peines múltiples con separación de 6 mm, una rejilla manual de by-pass de 25 mm, dos compactadores lavadores de residuos de desbaste, dos clasificadores de arena y una banda transportadora hasta la zona de contenedores.</p>
<p>Como la planta no podía dejar de operar, el montaje se realizó por etapas:</p>
<ol>
<li>Aislamiento del canal con ataguías de aluminio e instalación de la primera rejilla y su compactador</li>
<li>Puesta en marcha de la primera línea y traspaso de todo el caudal a ella</li>
<li>Sustitución de los equipos del segundo canal y de los clasificadores de arena</li>
</ol>
<p>Los residuos de desbaste lavados y compactados salen ahora con más del 35 % de sequedad y su volumen se redujo aproximadamente a la mitad.</p>
<blockquote>“Cambiamos el corazón del pretratamiento sin un solo día de by-pass”, señaló el gerente de operación de la planta.</blockquote>`,
    publishedAt: "2024-09-10T15:15:00.000Z",
  },
  {
    id: "844f6a21-6557-433f-86a3-b53939a71fe3",
    status: "published",
    postType: "news",
    title: "WEFTEC 2024 in New Orleans: Key Takeaways From Three Busy Days",
    excerpt:
      "Aging headworks, wipes in the sewer and federal funding rules dominated our conversations with US utilities and consulting engineers at this year's WEFTEC.",
    content: `<p>WEFTEC, the Water Environment Federation's annual technical exhibition and conference, returned to the Ernest N. Morial Convention Center in New Orleans from 5 to 9 October. For our Houston team, it was the first WEFTEC since the office opened in the spring, and an excellent opportunity to meet utilities and consulting engineers from across the United States.</p>
<p>Many of the municipal operators we spoke with are dealing with headworks built in the 1980s and 1990s. Screens designed before the spread of so-called flushable wipes are struggling with today's ragging, and several utilities are planning to move from coarse to fine screening with 6 mm or smaller openings.</p>
<p>Funding was the other recurring topic. With significant federal money flowing into State Revolving Fund programmes, utilities want to know early which requirements apply to equipment suppliers, including Build America, Buy America rules. We are working with local partners on solutions for projects where these requirements apply.</p>
<p>Our main takeaways:</p>
<ul>
<li>Demand for headworks retrofits that fit existing channels is high</li>
<li>Washer-compactors are increasingly specified to cut landfill costs</li>
<li>Consultants value detailed hydraulic data early in the design phase</li>
</ul>
<p>Thank you to everyone who stopped by to talk. We look forward to continuing these conversations.</p>`,
    titleEs: "WEFTEC 2024 en Nueva Orleans: conclusiones de tres intensas jornadas",
    excerptEs:
      "El envejecimiento del pretratamiento, las toallitas en el alcantarillado y las reglas del financiamiento federal marcaron nuestras conversaciones con operadores e ingenierías de EE. UU.",
    contentEs: `<p>WEFTEC, la exposición y conferencia técnica anual de la Water Environment Federation, volvió al Ernest N. Morial Convention Center de Nueva Orleans del 5 al 9 de octubre. Para nuestro equipo de Houston fue el primer WEFTEC desde la apertura de la oficina en primavera y una excelente oportunidad para reunirse con organismos operadores e ingenierías de todo Estados Unidos.</p>
<p>Muchos de los operadores municipales con los que hablamos trabajan con obras de pretratamiento construidas en las décadas de 1980 y 1990. Las rejillas diseñadas antes de la difusión de las toallitas húmedas “desechables” tienen dificultades con los trapos actuales, y varias empresas de servicios planean pasar del desbaste grueso al fino, con aberturas de 6 mm o menores.</p>
<p>El financiamiento fue el otro tema recurrente. Con importantes fondos federales canalizados a través de los programas State Revolving Fund, los operadores quieren saber desde el inicio qué requisitos aplican a los proveedores de equipos, incluidas las reglas Build America, Buy America. Estamos trabajando con socios locales en soluciones para los proyectos sujetos a estos requisitos.</p>
<p>Nuestras principales conclusiones:</p>
<ul>
<li>Hay alta demanda de modernizaciones del pretratamiento que se adapten a los canales existentes</li>
<li>Los compactadores con lavado se especifican cada vez más para reducir costos de relleno sanitario</li>
<li>Las ingenierías valoran contar con datos hidráulicos detallados desde la fase de diseño</li>
</ul>
<p>Gracias a todos los que se acercaron a conversar. Esperamos dar continuidad a estos diálogos.</p>`,
    publishedAt: "2024-10-15T17:00:00.000Z",
  },
  {
    id: "7b3b5b07-6821-4b60-96ac-471e685b8bad",
    status: "published",
    postType: "news",
    title: "Case Study: Chemical Treatment of Textile Dyeing Wastewater in Puebla, Mexico",
    excerpt:
      "A coagulation-flocculation plant for 900 m³/day cut colour by 85% and COD by 60% at a dyeing and finishing mill, bringing its discharge in line with NOM-001-SEMARNAT-2021.",
    content: `<h2>Background</h2>
<p>A textile dyeing and finishing mill in the state of Puebla generates around 900 m³/day of wastewater with intense colour, a COD of about 1,800 mg/L, pH values between 10 and 11 and temperatures up to 40 °C. With the entry into force of NOM-001-SEMARNAT-2021, which introduced limits for true colour, the mill needed to upgrade its treatment before discharging to a nearby river.</p>
<h2>Treatment train</h2>
<ol>
<li>Fine screening to remove lint and fibres</li>
<li>Equalization tank with submersible mixers to level out batch discharges from the dyeing machines</li>
<li>pH correction and coagulation with a ferric-based coagulant</li>
<li>Flocculation with anionic polymer prepared in an automatic polymer unit</li>
<li>Lamella clarifier for solids separation</li>
<li>Belt filter press for sludge dewatering</li>
</ol>
<h2>Results</h2>
<ul>
<li>Colour removal: 85% on average</li>
<li>COD reduction: 60%, with the remaining load suitable for biological polishing</li>
<li>Total suspended solids in the effluent below 60 mg/L</li>
<li>Dewatered sludge at 20–24% dry solids</li>
</ul>
<p>The system has been in operation since the summer. Jar tests carried out every quarter allow operators to adapt chemical dosing to new dye recipes, which change with the fashion seasons.</p>`,
    titleEs: "Caso de éxito: tratamiento fisicoquímico de aguas de tintorería textil en Puebla",
    excerptEs:
      "Una planta de coagulación-floculación de 900 m³/día redujo el color en un 85 % y la DQO en un 60 % en una tintorería, dejando su descarga en línea con la NOM-001-SEMARNAT-2021.",
    contentEs: `<h2>Antecedentes</h2>
<p>Una planta de teñido y acabado textil del estado de Puebla genera unos 900 m³/día de aguas residuales con color intenso, una DQO cercana a 1.800 mg/L, pH entre 10 y 11 y temperaturas de hasta 40 °C. Con la entrada en vigor de la NOM-001-SEMARNAT-2021, que incorporó límites de color verdadero, la empresa debía mejorar su tratamiento antes de descargar a un río cercano.</p>
<h2>Tren de tratamiento</h2>
<ol>
<li>Tamizado fino para retener pelusa y fibras</li>
<li>Tanque de homogeneización con agitadores sumergibles para amortiguar las descargas por lotes de las máquinas de teñido</li>
<li>Corrección de pH y coagulación con un coagulante a base de hierro</li>
<li>Floculación con polímero aniónico preparado en un equipo automático de polímero</li>
<li>Sedimentador lamelar para la separación de sólidos</li>
<li>Filtro prensa de banda para la deshidratación de lodos</li>
</ol>
<h2>Resultados</h2>
<ul>
<li>Remoción de color: 85 % en promedio</li>
<li>Reducción de DQO: 60 %, con una carga remanente apta para un pulido biológico</li>
<li>Sólidos suspendidos totales en el efluente por debajo de 60 mg/L</li>
<li>Lodo deshidratado con 20–24 % de sequedad</li>
</ul>
<p>El sistema opera desde el verano. Las pruebas de jarras trimestrales permiten a los operadores ajustar la dosificación química a las nuevas recetas de colorantes, que cambian con cada temporada de moda.</p>`,
    publishedAt: "2024-11-19T14:30:00.000Z",
  },
  {
    id: "1e706eba-a74b-4445-ad51-e823810982d2",
    status: "published",
    postType: "press_release",
    title: "Akvaris Successfully Completes ISO 9001:2015 Recertification Audit",
    excerpt:
      "The three-yearly audit confirmed the quality management system for design, manufacturing, installation and commissioning of water and wastewater treatment equipment.",
    content: `<p>Akvaris Water Technologies announced today that it has successfully completed the recertification audit of its quality management system under ISO 9001:2015. The audit was carried out over four days by an accredited certification body at the company's manufacturing facility and engineering offices.</p>
<p>The certificate covers the design, manufacturing, installation and commissioning of water and wastewater treatment equipment, package treatment plants and electrical control panels. The auditors reported no nonconformities and identified two opportunities for improvement, related to the archiving of field commissioning reports and the periodic evaluation of subcontracted surface treatment suppliers.</p>
<h3>Improvements made during the last certification cycle</h3>
<ul>
<li>Qualification of all welding procedures and welders for stainless and carbon steel fabrication</li>
<li>Full traceability of stainless steel material certificates to EN 10204 type 3.1</li>
<li>Standardized factory acceptance test protocols for screens, compactors and dewatering equipment</li>
<li>Digital tracking of customer complaints and corrective actions</li>
</ul>
<p>“Recertification is not a formality for us. It is the framework that lets us deliver the same quality whether a screen goes to a plant in Texas or in Chile,” said the company's Quality Manager.</p>`,
    titleEs: "Akvaris supera con éxito la auditoría de recertificación ISO 9001:2015",
    excerptEs:
      "La auditoría trienal confirmó el sistema de gestión de calidad para el diseño, la fabricación, el montaje y la puesta en marcha de equipos para tratamiento de agua y aguas residuales.",
    contentEs: `<p>Akvaris Water Technologies anunció hoy que superó con éxito la auditoría de recertificación de su sistema de gestión de calidad según la norma ISO 9001:2015. La auditoría fue realizada durante cuatro días por un organismo de certificación acreditado en la planta de fabricación y en las oficinas de ingeniería de la empresa.</p>
<p>El certificado abarca el diseño, la fabricación, el montaje y la puesta en marcha de equipos para tratamiento de agua y aguas residuales, plantas compactas y tableros eléctricos de control. Los auditores no detectaron no conformidades y señalaron dos oportunidades de mejora, relacionadas con el archivo de los informes de puesta en marcha en campo y la evaluación periódica de los proveedores subcontratados de tratamiento superficial.</p>
<h3>Mejoras implantadas en el último ciclo de certificación</h3>
<ul>
<li>Calificación de todos los procedimientos de soldadura y soldadores para acero inoxidable y acero al carbono</li>
<li>Trazabilidad completa de los certificados de material de acero inoxidable según EN 10204 tipo 3.1</li>
<li>Protocolos estandarizados de pruebas FAT para rejillas, compactadores y equipos de deshidratación</li>
<li>Seguimiento digital de reclamaciones de clientes y acciones correctivas</li>
</ul>
<p>“Para nosotros, la recertificación no es un trámite. Es el marco que nos permite entregar la misma calidad tanto si una rejilla va a una planta en Texas como en Chile”, afirmó la gerente de Calidad de la empresa.</p>`,
    publishedAt: "2025-01-21T10:00:00.000Z",
  },
  {
    id: "64936062-46f7-4de1-b52a-4be51c8c83c6",
    status: "published",
    postType: "news",
    title: "Compact Drinking Water Treatment Plant Supplied to a Town in Cajamarca, Peru",
    excerpt:
      "A 30 L/s modular plant with coagulation, lamella settling and rapid sand filtration will supply safe drinking water to about 12,000 residents, even during rainy-season turbidity peaks.",
    content: `<p>Akvaris has delivered a modular drinking water treatment plant to a town in the Cajamarca region of Peru's northern highlands. With a capacity of 30 L/s (about 2,600 m³/day), the plant will serve around 12,000 residents who until now received water that was only chlorinated.</p>
<p>The raw water comes from a mountain river whose turbidity rises from under 10 NTU in the dry season to peaks of 800 NTU between December and April. The process was designed specifically for these swings:</p>
<ul>
<li>Intake with coarse screen and settling chamber</li>
<li>Coagulation with aluminium sulphate and hydraulic flocculation, requiring no moving parts</li>
<li>Lamella settlers for high-rate clarification</li>
<li>Rapid sand filters with air and water backwash</li>
<li>Chlorine disinfection and treated water storage</li>
</ul>
<p>The plant was manufactured in prefabricated steel modules and transported to the site by road, so that on-site installation took only six weeks. During pilot operation, treated water turbidity stayed below 1 NTU, well within the limit set by Peru's drinking water quality regulations.</p>
<p>Akvaris also trained the municipal water service staff in daily operation, jar testing and filter backwashing, in the plant itself and in Spanish.</p>`,
    titleEs: "Planta potabilizadora compacta para una localidad de la región Cajamarca, Perú",
    excerptEs:
      "Una planta modular de 30 L/s con coagulación, sedimentación lamelar y filtración rápida abastecerá de agua segura a unos 12.000 habitantes, incluso con la turbiedad de la época de lluvias.",
    contentEs: `<p>Akvaris entregó una planta modular de tratamiento de agua potable a una localidad de la región Cajamarca, en la sierra norte del Perú. Con una capacidad de 30 L/s (unos 2.600 m³/día), la planta abastecerá a cerca de 12.000 habitantes que hasta ahora recibían agua solo clorada.</p>
<p>El agua cruda proviene de un río de montaña cuya turbiedad pasa de menos de 10 UNT en estiaje a picos de 800 UNT entre diciembre y abril. El proceso se diseñó específicamente para estas variaciones:</p>
<ul>
<li>Captación con rejilla gruesa y desarenador</li>
<li>Coagulación con sulfato de aluminio y floculación hidráulica, sin partes móviles</li>
<li>Sedimentadores lamelares de alta tasa</li>
<li>Filtros rápidos de arena con retrolavado con aire y agua</li>
<li>Desinfección con cloro y almacenamiento de agua tratada</li>
</ul>
<p>La planta se fabricó en módulos prefabricados de acero y se trasladó por carretera, de modo que el montaje en obra tomó solo seis semanas. Durante la operación piloto, la turbiedad del agua tratada se mantuvo por debajo de 1 UNT, muy por debajo del límite que fija el reglamento peruano de calidad del agua para consumo humano.</p>
<p>Akvaris capacitó además al personal del servicio municipal de agua en la operación diaria, las pruebas de jarras y el retrolavado de filtros, en la propia planta y en español.</p>`,
    publishedAt: "2025-02-25T15:00:00.000Z",
  },
  {
    id: "df04fcd4-01c7-4ae1-bc0f-85bee72b171a",
    status: "published",
    postType: "press_release",
    title: "Akvaris Introduces New Belt Filter Press Series With Integrated Gravity Thickening",
    excerpt:
      "The three-belt design handles dilute sludge from 0.8% solids and delivers cake of up to 25% dry solids, with belt widths from 1.0 to 2.5 metres.",
    content: `<p>Akvaris Water Technologies today launched a new series of belt filter presses with an integrated gravity thickening zone. The three-belt design allows the press to accept dilute sludge directly from secondary clarifiers, removing the need for a separate thickener on many small and medium-sized plants.</p>
<h2>Design highlights</h2>
<ul>
<li>Feed solids from 0.8% without prior thickening</li>
<li>Cake solids of 18–25% for municipal sludge, depending on sludge type and conditioning</li>
<li>AISI 304 stainless steel frame, with AISI 316 available for aggressive industrial sludge</li>
<li>Pneumatic belt tensioning and automatic belt tracking</li>
<li>Installed power of 3 to 5.5 kW, depending on size</li>
<li>Enclosed design options for odour control</li>
</ul>
<h2>Available sizes</h2>
<p>The series is offered in belt widths of 1.0, 1.5, 2.0 and 2.5 m, with hydraulic capacities up to 40 m³/h. Each press can be supplied as a complete dewatering package with polymer preparation unit, sludge feed pump, cake conveyor and PLC control panel.</p>
<blockquote>“Many of our customers operate plants where an extra thickening stage is simply not affordable. This press lets them go straight from the clarifier to a stackable cake,” said the company's Product Manager for sludge treatment.</blockquote>
<p>The first units are already in production for projects in Mexico and Colombia.</p>`,
    titleEs: "Akvaris presenta una nueva serie de filtros prensa de banda con espesamiento integrado",
    excerptEs:
      "El diseño de tres bandas admite lodos diluidos desde un 0,8 % de sólidos y entrega una torta de hasta 25 % de sequedad, con anchos de banda de 1,0 a 2,5 metros.",
    contentEs: `<p>Akvaris Water Technologies lanzó hoy una nueva serie de filtros prensa de banda con zona de espesamiento por gravedad integrada. El diseño de tres bandas permite alimentar el equipo directamente con lodo diluido de los sedimentadores secundarios, lo que en muchas plantas pequeñas y medianas evita un espesador independiente.</p>
<h2>Aspectos destacados del diseño</h2>
<ul>
<li>Concentración de alimentación desde 0,8 % sin espesamiento previo</li>
<li>Sequedad de la torta del 18 al 25 % para lodos municipales, según el tipo de lodo y el acondicionamiento</li>
<li>Bastidor de acero inoxidable AISI 304, con opción AISI 316 para lodos industriales agresivos</li>
<li>Tensado neumático de bandas y centrado automático</li>
<li>Potencia instalada de 3 a 5,5 kW, según el tamaño</li>
<li>Opciones con carenado para el control de olores</li>
</ul>
<h2>Tamaños disponibles</h2>
<p>La serie se ofrece con anchos de banda de 1,0, 1,5, 2,0 y 2,5 m y capacidades hidráulicas de hasta 40 m³/h. Cada filtro puede suministrarse como paquete completo de deshidratación de lodos, con equipo de preparación de polímero, bomba de alimentación, transportador de torta y tablero de control con PLC.</p>
<blockquote>“Muchos de nuestros clientes operan plantas donde una etapa adicional de espesamiento simplemente no es costeable. Con este equipo pasan directamente del sedimentador a una torta apilable”, explicó el gerente de producto de tratamiento de lodos.</blockquote>
<p>Las primeras unidades ya están en fabricación para proyectos en México y Colombia.</p>`,
    publishedAt: "2025-03-18T09:30:00.000Z",
  },
  {
    id: "b69aaec8-4de5-4535-836f-ce44f5c50996",
    status: "published",
    postType: "news",
    title: "Aeration Upgrade Cuts Energy Use by 31% at a Central Texas Lagoon Plant",
    excerpt:
      "Replacing fixed-speed aerators with high-efficiency units under dissolved oxygen control saves a municipal utility about 1,190 MWh of electricity a year.",
    content: `<p>A municipal utility in central Texas has completed its first full year of operation after upgrading the aeration system of its 3.8 MGD (about 14,400 m³/day) aerated lagoon plant with equipment supplied by Akvaris. The results are now in, and they exceed the original projections.</p>
<h2>Before the upgrade</h2>
<p>The lagoons were aerated by eight fixed-speed 75 hp (55 kW) mechanical aerators running around the clock, regardless of load. Dissolved oxygen levels often exceeded 4 mg/L at night, a clear sign of wasted energy, while some of the older units required frequent gearbox repairs.</p>
<h2>After the upgrade</h2>
<p>Six high-efficiency floating surface aerators with variable-speed drives replaced the old units. A new PLC panel adjusts their speed based on online dissolved oxygen probes in each cell, with a target of 2 mg/L.</p>
<ul>
<li>Electricity consumption for aeration: down 31%</li>
<li>Annual savings: approximately 1,190 MWh, or about USD 95,000 at current tariffs</li>
<li>Effluent quality: full compliance with the plant's TPDES permit throughout the year</li>
<li>Simple payback: under four years</li>
</ul>
<p>The utility is now evaluating the same approach for a second lagoon system elsewhere in its service area.</p>`,
    titleEs: "Modernización de la aireación reduce un 31 % el consumo eléctrico en lagunas de Texas",
    excerptEs:
      "La sustitución de aireadores de velocidad fija por equipos de alta eficiencia con control por oxígeno disuelto ahorra a un operador municipal unos 1.190 MWh de electricidad al año.",
    contentEs: `<p>Un organismo operador municipal del centro de Texas cumplió su primer año completo de operación tras modernizar el sistema de aireación de su planta de lagunas aireadas de 3,8 MGD (unos 14.400 m³/día) con equipos suministrados por Akvaris. Los resultados ya están disponibles y superan las previsiones iniciales.</p>
<h2>Antes de la modernización</h2>
<p>Las lagunas se aireaban con ocho aireadores mecánicos de velocidad fija de 75 hp (55 kW) que funcionaban las 24 horas, sin importar la carga. Por la noche el oxígeno disuelto superaba con frecuencia los 4 mg/L, señal evidente de energía desperdiciada, y algunas unidades antiguas requerían reparaciones frecuentes del reductor.</p>
<h2>Después de la modernización</h2>
<p>Seis aireadores superficiales flotantes de alta eficiencia con variador de frecuencia sustituyeron a los equipos antiguos. Un nuevo tablero con PLC ajusta su velocidad según las sondas de oxígeno disuelto en línea instaladas en cada celda, con una consigna de 2 mg/L.</p>
<ul>
<li>Consumo eléctrico de aireación: 31 % menos</li>
<li>Ahorro anual: unos 1.190 MWh, equivalentes a cerca de 95.000 USD con las tarifas actuales</li>
<li>Calidad del efluente: cumplimiento total del permiso TPDES de la planta durante todo el año</li>
<li>Retorno simple de la inversión: menos de cuatro años</li>
</ul>
<p>El organismo evalúa ahora aplicar la misma solución en otro sistema de lagunas de su área de servicio.</p>`,
    publishedAt: "2025-04-29T14:00:00.000Z",
  },
  {
    id: "d716e3b8-8076-4181-be31-bbccb901b203",
    status: "published",
    postType: "news",
    title: "Aquatech Mexico 2025: Meeting Industrial Water Users in Mexico City",
    excerpt:
      "Nearshoring, water stress in the north and stricter discharge rules made industrial wastewater treatment and reuse the main topic at our stand in Mexico City.",
    content: `<p>Akvaris exhibited again this year at Aquatech Mexico, the country's main trade fair for water technology, held in Mexico City. On our stand, visitors could see a working scale model of a dissolved air flotation unit and a rotary drum screen with its washing system in operation.</p>
<p>Compared with previous editions, the profile of visitors has shifted clearly towards industry. Many came from manufacturing plants and industrial parks in Nuevo León, Coahuila and the Bajío region, where the arrival of new factories linked to nearshoring is putting pressure on already limited water resources.</p>
<blockquote>“Five years ago, most industrial clients asked us how to comply. Today they ask how much of their water they can reuse,” noted one of our application engineers after the fair.</blockquote>
<p>The questions we heard most often concerned pretreatment for food and beverage plants, chemical treatment for metal finishing and textile effluents, and compact biological plants that can produce water for cooling towers or irrigation of green areas.</p>
<p>We also held productive meetings with engineering firms and contractors we work with on municipal projects across Mexico. Thank you to all who visited us; our team is following up on every enquiry.</p>`,
    titleEs: "Aquatech México 2025: encuentro con usuarios industriales del agua en la Ciudad de México",
    excerptEs:
      "El nearshoring, el estrés hídrico en el norte y normas de descarga más estrictas hicieron del tratamiento y reúso de aguas industriales el gran tema en nuestro stand en la Ciudad de México.",
    contentEs: `<p>Akvaris participó nuevamente este año como expositor en Aquatech México, la principal feria de tecnología del agua del país, celebrada en la Ciudad de México. En nuestro stand, los visitantes pudieron ver una maqueta funcional de una unidad de flotación por aire disuelto y un tamiz de tambor rotativo con su sistema de lavado en operación.</p>
<p>Respecto a ediciones anteriores, el perfil de los visitantes se ha desplazado claramente hacia la industria. Muchos venían de plantas de manufactura y parques industriales de Nuevo León, Coahuila y el Bajío, donde la llegada de nuevas fábricas vinculadas al nearshoring presiona recursos hídricos ya de por sí limitados.</p>
<blockquote>“Hace cinco años, la mayoría de los clientes industriales nos preguntaba cómo cumplir la norma. Hoy preguntan qué porcentaje de su agua pueden reutilizar”, comentó uno de nuestros ingenieros de aplicaciones al término de la feria.</blockquote>
<p>Las consultas más frecuentes se refirieron al pretratamiento para la industria de alimentos y bebidas, el tratamiento fisicoquímico de efluentes de galvanoplastia y textiles, y las plantas biológicas compactas capaces de producir agua para torres de enfriamiento o riego de áreas verdes.</p>
<p>También mantuvimos reuniones productivas con ingenierías y constructoras con las que colaboramos en proyectos municipales en todo México. Gracias a todos los que nos visitaron; nuestro equipo ya da seguimiento a cada consulta.</p>`,
    publishedAt: "2025-06-10T16:30:00.000Z",
  },
  {
    id: "c2505416-39f6-438e-a40a-a8181fae96cc",
    status: "published",
    postType: "press_release",
    title: "Akvaris Partners With a Texas Systems Integrator for SCADA and PLC Integration",
    excerpt:
      "The agreement gives US utilities and industrial customers locally built control panels and seamless integration of Akvaris equipment into their existing SCADA systems.",
    content: `<p>Akvaris Water Technologies today announced a strategic partnership with a Houston-based control systems integrator with more than two decades of experience in municipal water and wastewater automation. Under the agreement, the two companies will jointly deliver the control and integration scope for Akvaris projects in the United States.</p>
<p>US utilities typically require control panels built in a UL 508A listed shop, programmed on the PLC platform already used across their facilities and connected to their SCADA system with established tag structures and alarm philosophies. The partnership addresses these requirements directly, while Akvaris continues to supply its MCC, PLC and MDP panels for projects in Latin America and other markets.</p>
<h2>What changes for customers</h2>
<ul>
<li>UL 508A listed control panels assembled in Texas</li>
<li>PLC programming on the customer's preferred platform, following its standards</li>
<li>Communication via Modbus TCP, EtherNet/IP, PROFINET or DNP3</li>
<li>Joint factory and site acceptance testing, with one point of responsibility</li>
<li>Local support for troubleshooting and software updates after commissioning</li>
</ul>
<p>The first joint projects, a headworks screening upgrade and a sludge dewatering package for utilities in Texas, are scheduled for commissioning in the coming months.</p>`,
    titleEs: "Akvaris se alía con un integrador de Texas para la integración de sistemas SCADA y PLC",
    excerptEs:
      "El acuerdo ofrece a organismos operadores y clientes industriales de EE. UU. tableros de control fabricados localmente y una integración fluida de los equipos Akvaris en sus sistemas SCADA.",
    contentEs: `<p>Akvaris Water Technologies anunció hoy una alianza estratégica con un integrador de sistemas de control con sede en Houston y más de veinte años de experiencia en automatización de agua potable y saneamiento municipal. En virtud del acuerdo, ambas empresas ejecutarán de forma conjunta el alcance de control e integración de los proyectos de Akvaris en Estados Unidos.</p>
<p>Los organismos operadores estadounidenses suelen exigir tableros de control fabricados en un taller con listado UL 508A, programados en la plataforma PLC que ya utilizan en sus instalaciones y conectados a su sistema SCADA con estructuras de variables y filosofías de alarmas establecidas. La alianza responde directamente a estos requisitos, mientras Akvaris sigue suministrando sus tableros CCM, PLC y TGD para proyectos en Latinoamérica y otros mercados.</p>
<h2>Qué cambia para los clientes</h2>
<ul>
<li>Tableros de control con listado UL 508A ensamblados en Texas</li>
<li>Programación del PLC en la plataforma preferida por el cliente, según sus estándares</li>
<li>Comunicación mediante Modbus TCP, EtherNet/IP, PROFINET o DNP3</li>
<li>Pruebas FAT y SAT conjuntas, con un único responsable</li>
<li>Soporte local para diagnóstico y actualizaciones de software después de la puesta en marcha</li>
</ul>
<p>Los primeros proyectos conjuntos, la modernización del desbaste de una planta y un paquete de deshidratación de lodos para organismos operadores de Texas, se pondrán en marcha en los próximos meses.</p>`,
    publishedAt: "2025-07-15T13:00:00.000Z",
  },
  {
    id: "725feb71-7d00-4600-98dd-a37d83a581c5",
    status: "published",
    postType: "news",
    title: "Sludge Dewatering Retrofit Replaces Drying Beds at a WWTP in Antioquia, Colombia",
    excerpt:
      "A belt filter press with automatic polymer preparation now dewaters sludge year-round at a municipal plant where drying beds could not cope with the rainy seasons.",
    content: `<h3>Starting point</h3>
<p>A municipal wastewater treatment plant serving about 45,000 inhabitants in the Antioquia department of Colombia had relied on sludge drying beds since it was built. With two rainy seasons a year, the beds were saturated for months at a time. Sludge accumulated in the process, effluent quality suffered and neighbours complained about odours.</p>
<h3>Scope of the retrofit</h3>
<ul>
<li>Belt filter press with 1.5 m belt width and integrated gravity thickening</li>
<li>Automatic powder polymer preparation and dosing unit</li>
<li>Progressive cavity sludge feed pump with variable-speed drive</li>
<li>Screw conveyor discharging cake directly into a covered trailer</li>
<li>MCC and PLC panel with signals to the plant's control room</li>
</ul>
<p>The equipment was installed in a new roofed building on part of the former drying bed area. Civil works, installation and commissioning were completed in eleven weeks, without interrupting the treatment process.</p>
<h3>Results</h3>
<p>The press dewaters waste activated sludge to a cake of around 18% dry solids, with polymer consumption of 5–6 kg per tonne of dry solids. The volume of material leaving the plant has dropped by about 85% compared with hauling liquid sludge, which was the only alternative during the wet months.</p>
<p>For the operators, the biggest change is predictability: sludge is now wasted every day according to process needs rather than the weather forecast.</p>`,
    titleEs: "Deshidratación mecánica de lodos sustituye a los lechos de secado en una PTAR de Antioquia",
    excerptEs:
      "Un filtro prensa de banda con preparación automática de polímero deshidrata ahora lodos todo el año en una planta municipal donde los lechos de secado no resistían las temporadas de lluvia.",
    contentEs: `<h3>Punto de partida</h3>
<p>Una planta de tratamiento de aguas residuales (PTAR) municipal que atiende a unos 45.000 habitantes en el departamento de Antioquia, Colombia, dependía desde su construcción de lechos de secado de lodos. Con dos temporadas de lluvia al año, los lechos permanecían saturados durante meses. Los lodos se acumulaban en el proceso, la calidad del efluente se resentía y los vecinos se quejaban de los olores.</p>
<h3>Alcance de la modernización</h3>
<ul>
<li>Filtro prensa de banda de 1,5 m de ancho con espesamiento por gravedad integrado</li>
<li>Equipo automático de preparación y dosificación de polímero en polvo</li>
<li>Bomba de cavidad progresiva para la alimentación de lodos, con variador de frecuencia</li>
<li>Transportador de tornillo que descarga la torta directamente en un remolque cubierto</li>
<li>Tablero CCM y PLC con señales al cuarto de control de la planta</li>
</ul>
<p>Los equipos se instalaron en una nueva nave techada construida sobre parte de los antiguos lechos de secado. La obra civil, el montaje y la puesta en marcha se completaron en once semanas, sin interrumpir el tratamiento.</p>
<h3>Resultados</h3>
<p>El filtro deshidrata el lodo activado en exceso hasta una torta de alrededor del 18 % de sequedad, con un consumo de polímero de 5 a 6 kg por tonelada de materia seca. El volumen que sale de la planta se redujo en torno a un 85 % frente al transporte de lodo líquido, única alternativa en los meses de lluvia.</p>
<p>Para los operadores, el mayor cambio es la previsibilidad: ahora la purga de lodos se hace a diario según las necesidades del proceso y no según el pronóstico del tiempo.</p>`,
    publishedAt: "2025-08-26T15:00:00.000Z",
  },
  {
    id: "c9554b93-4052-403b-8886-786ad8dd3944",
    status: "published",
    postType: "press_release",
    title: "Akvaris Launches Operator Training Programme for Water Utilities in Latin America",
    excerpt:
      "A structured, Spanish-language programme combines classroom sessions and hands-on practice on screening, dewatering, flotation and package plant equipment.",
    content: `<p>Akvaris Water Technologies today announced the launch of a structured operator training programme for water and wastewater utilities and industrial plant operators in Latin America. The programme, delivered entirely in Spanish, builds on the on-site training the company has always provided at commissioning, and extends it into a complete curriculum.</p>
<p>The programme is organized in five modules, which can be taken individually or as a full course:</p>
<ol>
<li>Screening and grit removal: operation, adjustment and preventive maintenance</li>
<li>Sludge dewatering and polymer conditioning, including jar testing</li>
<li>Dissolved air flotation for industrial effluents</li>
<li>Operation of package plants (SBR, MBBR and MBR)</li>
<li>Electrical safety and basic troubleshooting of MCC and PLC panels</li>
</ol>
<p>Each module lasts two to three days and combines classroom sessions with practical work on the customer's own equipment. Selected theory sessions are also available remotely, allowing operators in distant locations to participate without travelling.</p>
<p>Participants receive a certificate of attendance that documents the content and hours completed. The first sessions will be held in Mexico and Colombia during the fourth quarter, with further dates in Peru, Chile and Central America planned for next year.</p>`,
    titleEs: "Akvaris lanza un programa de capacitación para operadores de agua en Latinoamérica",
    excerptEs:
      "Un programa estructurado en español que combina sesiones teóricas y práctica con equipos de desbaste, deshidratación de lodos, flotación y plantas compactas.",
    contentEs: `<p>Akvaris Water Technologies anunció hoy el lanzamiento de un programa estructurado de capacitación para operadores de organismos operadores de agua y saneamiento y de plantas industriales en Latinoamérica. El programa, impartido íntegramente en español, amplía la capacitación en sitio que la empresa siempre ha ofrecido durante la puesta en marcha y la convierte en un plan de estudios completo.</p>
<p>El programa se organiza en cinco módulos, que pueden cursarse por separado o como curso completo:</p>
<ol>
<li>Desbaste y desarenado: operación, ajuste y mantenimiento preventivo</li>
<li>Deshidratación de lodos y acondicionamiento con polímero, incluidas las pruebas de jarras</li>
<li>Flotación por aire disuelto para efluentes industriales</li>
<li>Operación de plantas compactas (SBR, MBBR y MBR)</li>
<li>Seguridad eléctrica y diagnóstico básico de tableros CCM y PLC</li>
</ol>
<p>Cada módulo dura de dos a tres días y combina sesiones en aula con prácticas sobre los propios equipos del cliente. Algunas sesiones teóricas se ofrecen también a distancia, para que operadores de localidades alejadas puedan participar sin desplazarse.</p>
<p>Los participantes reciben una constancia de asistencia con el contenido y las horas cursadas. Las primeras sesiones se impartirán en México y Colombia durante el cuarto trimestre, y para el próximo año se prevén fechas en Perú, Chile y Centroamérica.</p>`,
    publishedAt: "2025-09-16T12:00:00.000Z",
  },
  {
    id: "e051d689-40be-45cf-a272-2c3fff14d979",
    status: "published",
    postType: "news",
    title: "Back From WEFTEC 2025 in Chicago: Headworks, Biosolids and Resilience",
    excerpt:
      "At McCormick Place, US utilities asked us hard questions about screening of wipes, rising biosolids costs and keeping plants running through extreme weather.",
    content: `<p>Our team has just returned from WEFTEC 2025, held from 27 September to 1 October at McCormick Place in Chicago. Rather than a general summary, here are the three questions we heard most often, and how we answered them.</p>
<h3>“Can a new fine screen fit in our existing channel?”</h3>
<p>In most cases, yes. Our screens are built to measure, and we routinely design them around existing channel widths, depths and upstream hydraulics. The key is a good survey and reliable flow data, including peak wet-weather flows, before the screen is sized.</p>
<h3>“How can we bring down biosolids hauling costs?”</h3>
<p>Every percentage point of cake solids matters. Moving from 16% to 20% dry solids reduces the mass to be hauled by about a fifth. Optimizing polymer selection and press settings often achieves part of that before any capital investment.</p>
<h3>“What happens to our equipment in a flood or a hurricane?”</h3>
<p>Resilience was a new and prominent theme this year. We discussed submersible-rated drives, raised electrical panels, stainless steel penstocks for isolating critical areas and control strategies that allow a safe shutdown and a quick restart.</p>
<p>Our thanks to the utilities, consultants and contractors who spent time with us in Chicago.</p>`,
    titleEs: "De regreso de WEFTEC 2025 en Chicago: pretratamiento, biosólidos y resiliencia",
    excerptEs:
      "En McCormick Place, los operadores estadounidenses nos plantearon preguntas exigentes sobre el desbaste de toallitas, el costo creciente de los biosólidos y la operación ante eventos climáticos extremos.",
    contentEs: `<p>Nuestro equipo acaba de regresar de WEFTEC 2025, celebrado del 27 de septiembre al 1 de octubre en McCormick Place, Chicago. En lugar de un resumen general, compartimos las tres preguntas que más escuchamos y cómo las respondimos.</p>
<h3>“¿Cabe una nueva rejilla fina en nuestro canal existente?”</h3>
<p>En la mayoría de los casos, sí. Nuestras rejillas se fabrican a medida y habitualmente las diseñamos según el ancho, la profundidad y la hidráulica aguas arriba de los canales existentes. La clave es un buen levantamiento en sitio y datos de caudal fiables, incluidos los picos en tiempo de lluvia, antes de dimensionar el equipo.</p>
<h3>“¿Cómo reducimos el costo de transporte de biosólidos?”</h3>
<p>Cada punto porcentual de sequedad cuenta. Pasar de un 16 % a un 20 % de materia seca reduce en cerca de una quinta parte la masa a transportar. Optimizar la selección del polímero y el ajuste del filtro permite a menudo lograr parte de esa mejora sin inversión.</p>
<h3>“¿Qué pasa con nuestros equipos en una inundación o un huracán?”</h3>
<p>La resiliencia fue un tema nuevo y destacado este año. Conversamos sobre motores aptos para inmersión, tableros eléctricos elevados, compuertas de acero inoxidable para aislar zonas críticas y estrategias de control que permitan un paro seguro y un rearranque rápido.</p>
<p>Gracias a los organismos operadores, consultores y contratistas que nos dedicaron su tiempo en Chicago.</p>`,
    publishedAt: "2025-10-07T14:00:00.000Z",
  },
  {
    id: "cececee8-46f1-42d6-bd58-466978c726f1",
    status: "published",
    postType: "news",
    title: "Stainless Steel Penstocks and Stop-Logs Delivered for Stormwater Control in Texas",
    excerpt:
      "Fourteen AISI 316L penstocks with electric actuators and a set of aluminium stop-logs will protect a stormwater pumping station on the Texas Gulf Coast.",
    content: `<p>Akvaris has delivered fourteen fabricated stainless steel penstocks and a set of aluminium stop-logs for the rehabilitation of a stormwater pumping station on the Gulf Coast of southeast Texas. The station protects a low-lying residential area and has to operate reliably during tropical storms, when it handles its largest flows.</p>
<p>The existing cast iron gates had seized after decades of exposure to brackish water, making it impossible to isolate individual pumps for maintenance. The owner specified corrosion-resistant replacements with minimal leakage and the ability to operate remotely during severe weather.</p>
<ul>
<li>Gate sizes from 1.2 × 1.2 m to 2.4 × 2.4 m, in AISI 316L stainless steel</li>
<li>Design for seating and unseating heads of up to 6 m</li>
<li>Leakage rates in accordance with AWWA C561</li>
<li>Electric multi-turn actuators with integral controls and position feedback to SCADA</li>
<li>Aluminium stop-logs with lifting beam for temporary isolation of the pump bays</li>
</ul>
<p>Every penstock was leak-tested at the factory before shipment. Installation is being carried out by the owner's contractor with supervision from our Houston team, and is scheduled to be complete before the start of the next hurricane season.</p>`,
    titleEs: "Compuertas y ataguías de acero inoxidable para el control de aguas pluviales en Texas",
    excerptEs:
      "Catorce compuertas murales de AISI 316L con actuadores eléctricos y un juego de ataguías de aluminio protegerán una estación de bombeo pluvial en la costa del golfo de Texas.",
    contentEs: `<p>Akvaris entregó catorce compuertas murales de acero inoxidable y un juego de ataguías de aluminio para la rehabilitación de una estación de bombeo de aguas pluviales en la costa del golfo, en el sureste de Texas. La estación protege una zona residencial baja y debe operar con total fiabilidad durante las tormentas tropicales, cuando maneja sus mayores caudales.</p>
<p>Las compuertas existentes de hierro fundido se habían agarrotado tras décadas de exposición a agua salobre, por lo que era imposible aislar las bombas por separado para su mantenimiento. El propietario especificó compuertas resistentes a la corrosión, con fugas mínimas y accionamiento remoto durante eventos climáticos severos.</p>
<ul>
<li>Compuertas de 1,2 × 1,2 m a 2,4 × 2,4 m en acero inoxidable AISI 316L</li>
<li>Diseño para cargas de asiento y desasiento de hasta 6 m de columna de agua</li>
<li>Tasas de fuga conforme a la norma AWWA C561</li>
<li>Actuadores eléctricos multivuelta con control integrado y señal de posición al SCADA</li>
<li>Ataguías de aluminio con viga de izaje para el aislamiento temporal de los cárcamos de bombeo</li>
</ul>
<p>Cada compuerta se sometió a una prueba de estanqueidad en fábrica antes del envío. El montaje lo realiza el contratista del propietario con supervisión de nuestro equipo de Houston y debe concluir antes del inicio de la próxima temporada de huracanes.</p>`,
    publishedAt: "2025-11-18T15:45:00.000Z",
  },
  {
    id: "38e0c201-731d-4025-a55f-1a0473aa1f1c",
    status: "published",
    postType: "news",
    title: "MBR Package Plant Enables Water Reuse at a Resort on the Riviera Maya",
    excerpt:
      "A 450 m³/day membrane bioreactor produces water clean enough for landscape irrigation, protecting the region's sensitive karst aquifer and its cenotes.",
    content: `<p>A beachfront resort on the Riviera Maya in Quintana Roo, Mexico, has commissioned a 450 m³/day MBR (membrane bioreactor) package plant supplied by Akvaris. The plant replaces an ageing conventional system and allows the resort to reuse its treated wastewater to irrigate gardens and a golf practice area.</p>
<h2>Why membranes</h2>
<p>The Yucatán Peninsula sits on a highly permeable limestone aquifer, connected to the surface through thousands of cenotes. Any poorly treated discharge can reach groundwater within days. Ultrafiltration membranes with a nominal pore size of 0.04 µm form a physical barrier to suspended solids and most bacteria, delivering consistent effluent quality regardless of occupancy peaks.</p>
<ul>
<li>Total suspended solids: below 5 mg/L</li>
<li>BOD5: below 10 mg/L</li>
<li>UV disinfection as a final polishing step before the irrigation tank</li>
</ul>
<h2>Designed for a hotel environment</h2>
<p>Hair and fibres are a major risk for membranes, so the plant is protected by a 2 mm fine drum screen. All process units are enclosed, with the exhaust air treated in an activated carbon filter to keep the plant odour-free, important when guest rooms are only a short distance away. The resort's maintenance team operates the system with remote support from Akvaris specialists.</p>`,
    titleEs: "Planta compacta MBR permite reutilizar agua en un complejo turístico de la Riviera Maya",
    excerptEs:
      "Un biorreactor de membrana de 450 m³/día produce agua apta para riego de áreas verdes y protege el frágil acuífero kárstico de la región y sus cenotes.",
    contentEs: `<p>Un complejo hotelero frente al mar en la Riviera Maya, Quintana Roo, puso en marcha una planta compacta MBR (biorreactor de membrana) de 450 m³/día suministrada por Akvaris. La planta sustituye a un sistema convencional envejecido y permite al hotel reutilizar sus aguas residuales tratadas para el riego de jardines y de un área de práctica de golf.</p>
<h2>Por qué membranas</h2>
<p>La península de Yucatán se asienta sobre un acuífero calizo muy permeable, conectado con la superficie a través de miles de cenotes. Cualquier descarga mal tratada puede llegar al agua subterránea en pocos días. Las membranas de ultrafiltración, con un tamaño nominal de poro de 0,04 µm, forman una barrera física frente a los sólidos suspendidos y la mayoría de las bacterias, y garantizan una calidad de efluente constante sin importar los picos de ocupación.</p>
<ul>
<li>Sólidos suspendidos totales: menos de 5 mg/L</li>
<li>DBO5: menos de 10 mg/L</li>
<li>Desinfección UV como etapa final antes del tanque de riego</li>
</ul>
<h2>Diseñada para un entorno hotelero</h2>
<p>El pelo y las fibras son un riesgo importante para las membranas, por lo que la planta cuenta con un tamiz de tambor fino de 2 mm. Todas las unidades de proceso están cubiertas y el aire extraído se trata en un filtro de carbón activado para evitar olores, algo clave cuando las habitaciones están a pocos metros. El equipo de mantenimiento del hotel opera el sistema con soporte remoto de los especialistas de Akvaris.</p>`,
    publishedAt: "2026-01-20T16:00:00.000Z",
  },
  {
    id: "4aba7185-6f40-4b94-8e4e-96b71496da30",
    status: "published",
    postType: "press_release",
    title: "Akvaris Expands Its Houston Team With Eight New Engineering and Service Roles",
    excerpt:
      "Growing project volumes in the United States and Latin America lead the company to recruit application engineers, field service technicians and project managers.",
    content: `<p><strong>Houston, Texas</strong> — Akvaris Water Technologies is expanding its Houston office and will fill eight new positions during 2026. The growth follows a steady increase in orders from municipal and industrial customers in the United States, Mexico and South America, and the start of several larger turnkey projects.</p>
<h2>Open positions</h2>
<ul>
<li>Application engineers (2): process design and equipment selection for screening, dewatering and package plants</li>
<li>Project manager (1): delivery of turnkey and equipment supply projects</li>
<li>Field service technicians (3): installation supervision, commissioning and maintenance</li>
<li>Electrical and automation engineer (1): MCC and PLC panel design and SCADA integration</li>
<li>Inside sales coordinator (1): quotations, order handling and spare parts</li>
</ul>
<h2>What we look for</h2>
<p>Experience in the water and wastewater sector is a strong advantage, and fluency in English and Spanish is preferred for most roles. Field positions involve regular travel across the Americas, as well as periods of training at our manufacturing facility in Türkiye.</p>
<p>“We are a growing company where engineers see their designs built and running within months. That is a rare opportunity in our industry,” said the General Manager for the Americas.</p>
<p>Applications can be submitted through the careers section of the company's website.</p>`,
    titleEs: "Akvaris amplía su equipo en Houston con ocho nuevos puestos de ingeniería y servicio",
    excerptEs:
      "El aumento de proyectos en Estados Unidos y Latinoamérica lleva a la empresa a incorporar ingenieros de aplicaciones, técnicos de servicio en campo y gerentes de proyecto.",
    contentEs: `<p><strong>Houston, Texas</strong> — Akvaris Water Technologies amplía su oficina de Houston y cubrirá ocho nuevos puestos durante 2026. El crecimiento responde al aumento sostenido de pedidos de clientes municipales e industriales en Estados Unidos, México y Sudamérica, así como al inicio de varios proyectos llave en mano de mayor envergadura.</p>
<h2>Vacantes</h2>
<ul>
<li>Ingenieros de aplicaciones (2): diseño de procesos y selección de equipos de desbaste, deshidratación y plantas compactas</li>
<li>Gerente de proyecto (1): ejecución de proyectos llave en mano y de suministro de equipos</li>
<li>Técnicos de servicio en campo (3): supervisión de montaje, puesta en marcha y mantenimiento</li>
<li>Ingeniero eléctrico y de automatización (1): diseño de tableros CCM y PLC e integración SCADA</li>
<li>Coordinador de ventas internas (1): cotizaciones, gestión de pedidos y repuestos</li>
</ul>
<h2>Perfil buscado</h2>
<p>La experiencia en el sector de agua y saneamiento es una ventaja importante, y para la mayoría de los puestos se valora el dominio del inglés y el español. Los puestos de campo implican viajes frecuentes por todo el continente, además de periodos de formación en nuestra planta de fabricación en Turquía.</p>
<p>“Somos una empresa en crecimiento donde los ingenieros ven sus diseños construidos y operando en pocos meses. Es una oportunidad poco común en nuestro sector”, afirmó el gerente general para América.</p>
<p>Las postulaciones pueden enviarse a través de la sección de empleo del sitio web de la empresa.</p>`,
    publishedAt: "2026-03-03T14:00:00.000Z",
  },
  {
    id: "8b01d061-51c9-4544-8b8c-59a603e158c4",
    status: "published",
    postType: "news",
    title: "Turnkey Municipal Wastewater Treatment Plant Commissioned in Manabí, Ecuador",
    excerpt:
      "Designed, built and started up by Akvaris in 22 months, the 8,600 m³/day plant now treats the wastewater of about 60,000 people in a coastal city of Manabí.",
    content: `<p>Akvaris has completed the commissioning of a turnkey municipal wastewater treatment plant for a coastal city in the province of Manabí, Ecuador. With a design capacity of 8,600 m³/day, the plant serves about 60,000 inhabitants whose wastewater was previously discharged with minimal treatment into an estuary.</p>
<h2>Process overview</h2>
<ol>
<li>Headworks with automatic bar screen, washer-compactor and vortex grit removal</li>
<li>Sequencing batch reactors (SBR) in four basins, with fine-bubble diffused aeration</li>
<li>Chlorine disinfection of the treated effluent before discharge</li>
<li>Sludge thickening and dewatering with a belt filter press</li>
<li>MCC, PLC and SCADA system with remote access for the municipal water company</li>
</ol>
<h2>From contract to operation</h2>
<p>The project was executed in 22 months from contract signature, including design, civil works by a local contractor under Akvaris supervision, equipment manufacturing, installation and a three-month assisted operation period. The SBR process was chosen for its flexibility under the strong seasonal variations in flow that come with the coastal rainy season.</p>
<p>Since start-up, effluent BOD5 has consistently remained below 25 mg/L and total suspended solids below 30 mg/L, within the national discharge limits. The municipal operators who will run the plant were trained throughout the assisted operation period.</p>`,
    titleEs: "Puesta en marcha de una PTAR municipal llave en mano en la provincia de Manabí, Ecuador",
    excerptEs:
      "Diseñada, construida y puesta en marcha por Akvaris en 22 meses, la planta de 8.600 m³/día trata ya las aguas residuales de unos 60.000 habitantes de una ciudad costera de Manabí.",
    contentEs: `<p>Akvaris concluyó la puesta en marcha de una planta de tratamiento de aguas residuales (PTAR) municipal llave en mano para una ciudad costera de la provincia de Manabí, Ecuador. Con una capacidad de diseño de 8.600 m³/día, la planta atiende a unos 60.000 habitantes cuyas aguas residuales se vertían antes a un estuario con un tratamiento mínimo.</p>
<h2>Descripción del proceso</h2>
<ol>
<li>Pretratamiento con rejilla automática, compactador lavador y desarenador de vórtice</li>
<li>Reactores biológicos secuenciales (SBR) en cuatro tanques, con aireación por difusores de burbuja fina</li>
<li>Desinfección con cloro del efluente tratado antes de la descarga</li>
<li>Espesamiento y deshidratación de lodos con filtro prensa de banda</li>
<li>Sistema CCM, PLC y SCADA con acceso remoto para la empresa municipal de agua</li>
</ol>
<h2>Del contrato a la operación</h2>
<p>El proyecto se ejecutó en 22 meses desde la firma del contrato, incluidos el diseño, la obra civil a cargo de un contratista local bajo supervisión de Akvaris, la fabricación de equipos, el montaje y un periodo de operación asistida de tres meses. Se eligió el proceso SBR por su flexibilidad ante las fuertes variaciones estacionales de caudal propias del invierno costero.</p>
<p>Desde el arranque, la DBO5 del efluente se ha mantenido por debajo de 25 mg/L y los sólidos suspendidos totales por debajo de 30 mg/L, dentro de los límites nacionales de descarga. Los operadores municipales que estarán a cargo de la planta se capacitaron durante todo el periodo de operación asistida.</p>`,
    publishedAt: "2026-07-14T15:00:00.000Z",
  },
  {
    id: "1d0a8f1f-8165-4d11-aed2-17689d3ed9c7",
    status: "draft",
    postType: "news",
    title: "Clarifier Scraper Bridges Supplied for a Wastewater Plant Expansion in Biobío, Chile",
    excerpt:
      "Two 30 m peripheral-drive scraper bridges and a picket-fence thickener mechanism, designed to Chilean seismic requirements, will double the capacity of a municipal plant.",
    content: `<p>Akvaris will supply the sedimentation equipment for the expansion of a municipal wastewater treatment plant in the Biobío region of Chile. The expansion adds a second treatment line and will double the plant's capacity to serve the growing population of the surrounding communes.</p>
<p>The scope includes two half-bridge scrapers with peripheral drive for new 30 m diameter secondary clarifiers, each fitted with a surface skimmer and scum box, plus a central-drive mechanism with picket fence for a 12 m gravity sludge thickener.</p>
<h2>Engineering for a seismic region</h2>
<p>Central and southern Chile is one of the most seismically active regions in the world. All structural elements of the bridges and thickener mechanism were therefore verified to the requirements of the Chilean standard NCh2369 for the seismic design of industrial structures and installations. Particular attention was given to:</p>
<ul>
<li>Anchorage of the central pier and drive units</li>
<li>Sloshing loads on submerged scraper arms and baffles</li>
<li>Flexible connections between the bridge and the central column</li>
</ul>
<p>Manufacturing is scheduled for the last quarter of 2026, with installation and commissioning in the first half of 2027, coordinated with the civil works of the main contractor.</p>`,
    titleEs: "Puentes barredores para decantadores en la ampliación de una PTAR en la región del Biobío",
    excerptEs:
      "Dos puentes barredores de tracción periférica de 30 m y un mecanismo espesador de rastras verticales, diseñados según la normativa sísmica chilena, duplicarán la capacidad de una planta municipal.",
    contentEs: `<p>Akvaris suministrará los equipos de decantación para la ampliación de una planta de tratamiento de aguas servidas municipal en la región del Biobío, Chile. La ampliación incorpora una segunda línea de tratamiento y duplicará la capacidad de la planta para atender a la creciente población de las comunas del entorno.</p>
<p>El alcance incluye dos puentes barredores de tracción periférica para los nuevos decantadores secundarios de 30 m de diámetro, cada uno con barredor superficial y caja de flotantes, además de un mecanismo de accionamiento central con rastras verticales para un espesador de lodos por gravedad de 12 m.</p>
<h2>Ingeniería para una zona sísmica</h2>
<p>La zona centro-sur de Chile es una de las regiones con mayor actividad sísmica del mundo. Por ello, todos los elementos estructurales de los puentes y del mecanismo espesador se verificaron según los requisitos de la norma chilena NCh2369 de diseño sísmico de estructuras e instalaciones industriales. Se prestó especial atención a:</p>
<ul>
<li>El anclaje de la columna central y de los grupos motorreductores</li>
<li>Las cargas por oleaje sobre los brazos barredores y deflectores sumergidos</li>
<li>Las uniones flexibles entre el puente y la columna central</li>
</ul>
<p>La fabricación está prevista para el último trimestre de 2026, y el montaje y la puesta en marcha para el primer semestre de 2027, en coordinación con la obra civil del contratista principal.</p>`,
    publishedAt: "2026-09-22T14:00:00.000Z",
  },
  {
    id: "c39ecf9a-3a85-43a7-8d1a-df56a47273ac",
    status: "draft",
    postType: "news",
    title: "Odour Control System for a Wastewater Pumping Station in Baja California",
    excerpt:
      "A two-stage chemical scrubber with activated carbon polishing will remove more than 99% of hydrogen sulphide at a pumping station surrounded by new housing in Tijuana.",
    content: `<p>When the pumping station was built, it stood on the edge of the city. Today, new housing developments surround it on three sides, and complaints about the smell of rotten eggs have become a weekly occurrence for the water utility in Tijuana, Baja California.</p>
<p>Measurements taken by Akvaris during a two-week survey showed hydrogen sulphide (H₂S) concentrations of up to 150 ppm in the headspace of the wet well, with the highest values in the early morning, when long retention times in the force mains favour septic conditions.</p>
<h2>The selected solution</h2>
<p>The odour treatment system will extract 6,000 m³/h of foul air from the covered wet well and screening channel and treat it in two stages:</p>
<ol>
<li>A packed-tower chemical scrubber with sodium hydroxide and sodium hypochlorite, which removes the bulk of the H₂S and other sulphur compounds</li>
<li>An activated carbon filter as a polishing stage, covering peaks and protecting the neighbourhood if the chemical stage is out of service</li>
</ol>
<p>The expected H₂S removal efficiency is above 99%. The fan and ducts are made of FRP to resist corrosion, and the system is controlled by a PLC that adjusts chemical dosing based on pH and ORP measurements.</p>
<p>Installation is planned for the first quarter of next year.</p>`,
    titleEs: "Sistema de control de olores para un cárcamo de bombeo de aguas residuales en Tijuana",
    excerptEs:
      "Un lavador químico de dos etapas con pulido en carbón activado eliminará más del 99 % del sulfuro de hidrógeno en un cárcamo de bombeo rodeado de nuevas viviendas en Tijuana.",
    contentEs: `<p>Cuando se construyó el cárcamo de bombeo, estaba en las afueras de la ciudad. Hoy, nuevos fraccionamientos lo rodean por tres lados y las quejas por olor a huevo podrido se han vuelto semanales para el organismo operador de agua de Tijuana, Baja California.</p>
<p>Las mediciones realizadas por Akvaris durante una campaña de dos semanas registraron concentraciones de sulfuro de hidrógeno (H₂S) de hasta 150 ppm en el espacio de aire del cárcamo, con los valores más altos en la madrugada, cuando los largos tiempos de retención en las líneas de impulsión favorecen las condiciones sépticas.</p>
<h2>La solución elegida</h2>
<p>El sistema de tratamiento de olores extraerá 6.000 m³/h de aire viciado del cárcamo cubierto y del canal de desbaste, y lo tratará en dos etapas:</p>
<ol>
<li>Un lavador químico de torre empacada con hidróxido de sodio e hipoclorito de sodio, que elimina la mayor parte del H₂S y de otros compuestos de azufre</li>
<li>Un filtro de carbón activado como etapa de pulido, que absorbe los picos y protege al vecindario si la etapa química queda fuera de servicio</li>
</ol>
<p>La eficiencia esperada de remoción de H₂S es superior al 99 %. El ventilador y los ductos son de PRFV para resistir la corrosión, y el sistema se controla con un PLC que ajusta la dosificación química según las mediciones de pH y potencial redox.</p>
<p>El montaje está previsto para el primer trimestre del próximo año.</p>`,
    publishedAt: "2026-10-13T15:00:00.000Z",
  },
  {
    id: "be402a61-54bd-419d-8176-5f749b88c3fb",
    status: "draft",
    postType: "press_release",
    title: "Akvaris Expands Electrical Panel Workshop for MCC, PLC and MDP Assemblies",
    excerpt:
      "A new 1,200 m² assembly and test hall doubles the company's capacity for motor control centres, PLC panels and main distribution panels for treatment plants.",
    content: `<p>Akvaris Water Technologies today announced the opening of a new 1,200 m² electrical assembly and test hall at its manufacturing facility in Türkiye. The expansion doubles the company's annual capacity for motor control centres (MCC), PLC control panels and main distribution panels (MDP).</p>
<p>Electrical and automation equipment has become an increasingly important part of the company's scope. On turnkey treatment plants and larger equipment packages, customers expect a single supplier for process equipment and the panels that run it, tested together before shipment.</p>
<h3>Inside the new hall</h3>
<ul>
<li>Separate areas for busbar fabrication, wiring and final assembly</li>
<li>Routine verification of every assembly in accordance with IEC 61439</li>
<li>A dedicated test bench for simulated I/O and complete PLC and HMI functional tests</li>
<li>Integrated factory acceptance testing of panels together with screens, presses and package plants</li>
</ul>
<p>For projects in the United States, panels requiring UL 508A listing will continue to be built by the company's partner in Texas, using the same engineering standards and software libraries developed in-house.</p>
<p>“Most problems on site start in the panel. Testing the electrics and the mechanics together, in our own facility, is how we avoid them,” said the company's Electrical Engineering Manager.</p>`,
    titleEs: "Akvaris amplía su taller de tableros eléctricos para CCM, PLC y tableros generales",
    excerptEs:
      "Una nueva nave de montaje y pruebas de 1.200 m² duplica la capacidad de la empresa para fabricar centros de control de motores, tableros PLC y tableros de distribución para plantas de tratamiento.",
    contentEs: `<p>Akvaris Water Technologies anunció hoy la apertura de una nueva nave de 1.200 m² para el montaje y las pruebas de equipos eléctricos en su planta de fabricación en Turquía. La ampliación duplica la capacidad anual de la empresa para fabricar centros de control de motores (CCM), tableros de control con PLC y tableros generales de distribución (TGD).</p>
<p>Los equipos eléctricos y de automatización han cobrado un peso creciente en el alcance de la empresa. En las plantas de tratamiento llave en mano y en los grandes paquetes de equipos, los clientes esperan un único proveedor para los equipos de proceso y los tableros que los controlan, probados en conjunto antes del envío.</p>
<h3>La nueva nave por dentro</h3>
<ul>
<li>Zonas separadas para fabricación de barras, cableado y montaje final</li>
<li>Verificación de rutina de cada conjunto conforme a la norma IEC 61439</li>
<li>Banco de pruebas dedicado para simulación de E/S y pruebas funcionales completas de PLC y HMI</li>
<li>Pruebas FAT integradas de los tableros junto con rejillas, filtros prensa y plantas compactas</li>
</ul>
<p>Para los proyectos en Estados Unidos, los tableros que requieran listado UL 508A seguirán fabricándose con el socio de la empresa en Texas, con los mismos estándares de ingeniería y bibliotecas de software desarrollados internamente.</p>
<p>“La mayoría de los problemas en obra empiezan en el tablero. Probar juntos la parte eléctrica y la mecánica, en nuestras propias instalaciones, es la manera de evitarlos”, afirmó el gerente de Ingeniería Eléctrica de la empresa.</p>`,
    publishedAt: "2026-10-27T10:00:00.000Z",
  },
  {
    id: "7fd7390d-9181-428a-a08b-670fdeb85894",
    status: "draft",
    postType: "news",
    title: "SBR Package Plants Selected for Three Rural Communities in Guatemala",
    excerpt:
      "Three containerized sequencing batch reactors, from 150 to 300 m³/day, will give rural communities in the Guatemalan highlands their first wastewater treatment.",
    content: `<p>Three rural municipalities in the western highlands of Guatemala have selected Akvaris SBR package plants for their first wastewater treatment facilities. The plants, with capacities of 150, 220 and 300 m³/day, will treat sewage that is currently discharged untreated into streams used downstream for irrigation.</p>
<p>The projects are part of a municipal sanitation programme co-financed by international cooperation funds. Beyond cost, the selection criteria focused on simplicity of operation, because each plant will be run by a small municipal team with limited technical support.</p>
<h2>Why SBR</h2>
<p>In a sequencing batch reactor, all biological treatment steps (filling, aeration, settling and decanting) take place in the same tank, in timed cycles controlled by a PLC. There are no secondary clarifiers or sludge return pumps to operate, and the cycle times can be adjusted easily as the number of connected households grows.</p>
<p>Each plant will include:</p>
<ul>
<li>A manual bar screen and a compact grit trap</li>
<li>Two SBR tanks in containerized steel construction</li>
<li>Chlorine disinfection with a simple tablet feeder</li>
<li>Sludge drying beds sized for the local climate</li>
</ul>
<p>The effluent is designed to meet Guatemala's discharge and reuse regulation, Government Agreement 236-2006. Delivery is planned for early next year, followed by installation supervision and operator training by our field team.</p>`,
    titleEs: "Plantas compactas SBR para tres comunidades rurales del altiplano de Guatemala",
    excerptEs:
      "Tres reactores biológicos secuenciales en contenedor, de 150 a 300 m³/día, darán a comunidades rurales del altiplano guatemalteco su primer sistema de tratamiento de aguas residuales.",
    contentEs: `<p>Tres municipios rurales del altiplano occidental de Guatemala eligieron plantas compactas SBR de Akvaris para sus primeras instalaciones de tratamiento de aguas residuales. Las plantas, de 150, 220 y 300 m³/día, tratarán aguas servidas que hoy se vierten sin tratamiento a quebradas que aguas abajo se utilizan para riego.</p>
<p>Los proyectos forman parte de un programa municipal de saneamiento cofinanciado con fondos de cooperación internacional. Además del costo, los criterios de selección se centraron en la sencillez de operación, ya que cada planta estará a cargo de un pequeño equipo municipal con apoyo técnico limitado.</p>
<h2>Por qué SBR</h2>
<p>En un reactor biológico secuencial, todas las etapas del tratamiento biológico (llenado, aireación, sedimentación y decantación) se realizan en el mismo tanque, en ciclos temporizados controlados por un PLC. No hay sedimentadores secundarios ni bombas de recirculación de lodos que operar, y los tiempos de ciclo se ajustan fácilmente a medida que aumenta el número de viviendas conectadas.</p>
<p>Cada planta incluirá:</p>
<ul>
<li>Una rejilla de limpieza manual y un desarenador compacto</li>
<li>Dos tanques SBR en construcción de acero tipo contenedor</li>
<li>Desinfección con cloro mediante un dosificador de tabletas</li>
<li>Patios de secado de lodos dimensionados para el clima local</li>
</ul>
<p>El efluente se diseñó para cumplir el reglamento guatemalteco de descargas y reúso de aguas residuales, Acuerdo Gubernativo 236-2006. La entrega está prevista para principios del próximo año, seguida de la supervisión del montaje y la capacitación de operadores por nuestro equipo de campo.</p>`,
    publishedAt: "2026-11-05T15:30:00.000Z",
  },
  {
    id: "4c7f2116-8f4e-4221-8e52-5b9d5b9d6038",
    status: "draft",
    postType: "press_release",
    title: "Akvaris Opens Spare Parts and Service Center in Houston for Faster Response",
    excerpt:
      "A new warehouse and workshop near Houston stocks critical wear parts for Akvaris equipment, cutting delivery times for customers in the US, Mexico and Central America.",
    content: `<p><strong>Houston, Texas</strong> — Akvaris Water Technologies today opened a spare parts and service center in the Houston area. The 900 m² (about 9,700 sq ft) facility combines a parts warehouse with a workshop for the refurbishment of components, and complements the company's Houston office, opened in 2024.</p>
<p>With more than 450 completed projects worldwide and a growing number of installations in the Americas, fast access to original spare parts has become one of the most frequent requests from operators. Until now, most parts were shipped from the factory in Türkiye, with lead times of several weeks for non-stocked items.</p>
<h2>Parts kept in stock</h2>
<ul>
<li>Screen panels, perforated plates, brushes and spray nozzles for drum and bar screens</li>
<li>Spirals, liners and wear bars for screw conveyors and compactors</li>
<li>Filter belts, rollers and bearings for belt filter presses</li>
<li>Seals, gearmotors and sensors used across the product range</li>
</ul>
<p>Stocked items ordered before noon will ship the same day. Typical delivery times are one to three business days within the continental United States, with consolidated shipments to Mexico and Central America every week.</p>
<p>The workshop will also refurbish gearboxes, screw spirals and press rollers, offering customers an economical alternative to full replacement.</p>`,
    titleEs: "Akvaris abre un centro de repuestos y servicio técnico en Houston",
    excerptEs:
      "Un nuevo almacén con taller en Houston mantiene en existencia piezas de desgaste críticas de los equipos Akvaris y acorta los plazos de entrega en EE. UU., México y Centroamérica.",
    contentEs: `<p><strong>Houston, Texas</strong> — Akvaris Water Technologies inauguró hoy un centro de repuestos y servicio técnico en el área de Houston. Las instalaciones, de 900 m², combinan un almacén de repuestos con un taller para el reacondicionamiento de componentes y complementan la oficina que la empresa abrió en Houston en 2024.</p>
<p>Con más de 450 proyectos realizados en todo el mundo y un número creciente de instalaciones en el continente americano, el acceso rápido a repuestos originales se ha convertido en una de las peticiones más frecuentes de los operadores. Hasta ahora, la mayoría de las piezas se enviaban desde la fábrica en Turquía, con plazos de varias semanas para los artículos sin existencia.</p>
<h2>Repuestos en existencia</h2>
<ul>
<li>Paneles filtrantes, chapas perforadas, cepillos y boquillas de lavado para tamices de tambor y rejillas</li>
<li>Espirales, revestimientos y barras de desgaste para transportadores y compactadores de tornillo</li>
<li>Telas filtrantes, rodillos y rodamientos para filtros prensa de banda</li>
<li>Sellos, motorreductores y sensores comunes a toda la gama de productos</li>
</ul>
<p>Los artículos en existencia pedidos antes del mediodía se despachan el mismo día. Los plazos habituales de entrega son de uno a tres días hábiles dentro de Estados Unidos continental, con envíos consolidados semanales a México y Centroamérica.</p>
<p>El taller también reacondicionará reductores, espirales y rodillos de filtros prensa, una alternativa económica a la sustitución completa.</p>`,
    publishedAt: "2026-11-12T14:00:00.000Z",
  },
];
