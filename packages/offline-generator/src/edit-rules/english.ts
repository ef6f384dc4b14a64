/**
 * Edit instructions in German, French, Spanish, Italian, Dutch or Portuguese read as the English the
 * rules understand: the verbs (remove, add, change, make, show only, translate), the ordinals, the
 * parts of a page and "X to Y" between two quotes. Quoted text is never touched.
 */

const WORDS: Array<[RegExp, string]> = [
  // show only N
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:zeige?|zeigt)\s+nur(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))nur\s+noch(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))n'affiche(?:r)?\s+que(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))affiche(?:r)?\s+(?:seulement|uniquement)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))muestra(?:r)?\s+(?:solo|sólo|solamente)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))mostra(?:re)?\s+solo(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))toon\s+(?:alleen|maar|enkel)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))mostr(?:a|e|ar)\s+(?:só|apenas|somente)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))behalte\s+nur(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))garde(?:r)?\s+(?:seulement|que)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))deja(?:r)?\s+solo(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))lascia(?:re)?\s+solo(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))houd\s+alleen(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))mant(?:é|e)m\s+(?:só|apenas)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'show only',
  ],
  // translate
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:übersetze|übersetzen|uebersetze|traduis|traduire|traduce|traducir|traduci|tradurre|vertaal|vertalen|traduz|traduza|traduzir)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'translate',
  ],
  // remove
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:entferne|entfernen|lösche|löschen|streiche|streichen|nimm\s+(?:\S+\s+){0,3}?raus|supprime|supprimer|enlève|enlever|retire|retirer|elimina|eliminar|eliminare|quita|quitar|borra|borrar|rimuovi|rimuovere|togli|togliere|verwijder|verwijderen|haal\s+(?:\S+\s+){0,3}?weg|remova|remover|apaga|apagar|retira|tira)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'remove',
  ],
  // add
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:füge|fügen|ergänze|ergänzen|ajoute|ajouter|rajoute|añade|añadir|agrega|agregar|aggiungi|aggiungere|voeg|toevoegen|adiciona|adicione|adicionar|acrescenta|acrescentar)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'add',
  ],
  [/\s+(?:hinzu|toe)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu, ''],
  // change, make, put
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:ändere|ändern|änder|tausche|change|changer|remplace|remplacer|modifie|modifier|cambia|cambiar|cambiare|modifica|modificar|sostituisci|reemplaza|wijzig|wijzigen|verander|veranderen|vervang|muda|mude|mudar|altera|altere|substitui)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'change',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:mach|mache|machen|rends|rendre|fais|haz|hazlo|pon|rendi|fai|maak|faz|faça|deixa|deixe)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'make',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:setze|setz|stelle|stell|verschiebe|mets|place|déplace|coloca|mueve|metti|sposta|zet|plaats|verplaats|põe|coloque|move)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'put',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:ganz\s+)?(?:nach\s+)?oben(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))en\s+(?:premier|haut|tête)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))al\s+(?:principio|inicio|primo\s+posto)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))in\s+cima(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))bovenaan(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))vooraan(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))no\s+topo(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))|(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))em\s+primeiro(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'first',
  ],
  // ordinals
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:erste[nrms]?|premier|première|primer[oa]?|prim[oa]|eerste|primeir[oa])(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'first',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:zweite[nrms]?|deuxième|second[e]?|segund[oa]|second[oa]|tweede)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'second',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:dritte[nrms]?|troisième|tercer[oa]?|terz[oa]|derde|terceir[oa])(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'third',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:letzte[nrms]?|dernier|dernière|últim[oa]|ultim[oa]|laatste)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'last',
  ],
  // parts of a page
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:fragen|preguntas|domande|vragen|perguntas)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'questions',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:frage|pregunta|domanda|vraag|pergunta)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'question',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:fotos|foto's|photos|bilder|immagini|imágenes|imagens|afbeeldingen)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'photos',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:karten|cartes|tarjetas|schede|kaarten|cartões|cartoes)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'cards',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:karte|carte|tarjeta|scheda|kaart|cartão|cartao)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'card',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:bewertungen|avis|témoignages|testimonios|testimonianze|recensies|depoimentos|referenzen)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'testimonials',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:bewertung|témoignage|testimonio|testimonianza|recensie|depoimento|referenz)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'testimonial',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:pläne|pakete|tarife|formules|planes|piani|pakketten|planos)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'plans',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:paket|tarif|formule|plan|piano|pakket|plano)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'plan',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:hauptbutton|hauptknopf|bouton principal|botón principal|pulsante principale|hoofdknop|botão principal)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'main button',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:schaltfläche|knopf|button|bouton|botón|boton|pulsante|bottone|knop|botão|botao)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'button',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:überschrift|titre|título|titolo|kop|koptekst)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'heading',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:akzentfarbe|couleur d'accent|color de acento|colore (?:di|d')accento|accentkleur|cor de destaque|cor de acento)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'accent colour',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:hauptfarbe|primärfarbe|couleur principale|color principal|colore principale|hoofdkleur|cor principal)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'primary colour',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:text|texte|texto|testo|tekst)\s+(?:des|du|del|dello|della|van de|do|da)\s+/giu,
    'text of the ',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:ecken|coins|esquinas|angoli|hoeken|cantos)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'corners',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:eckig|carrés|cuadradas|quadrati|vierkant|quadrados)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'square',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:alles|tout|todo|tutto|alles|tudo)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'everything',
  ],
  // "a question about": "eine Frage zu", « une question sur »
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:über|zu|zum|zur|sur|sobre|su|sul|sulla|over)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'about',
  ],
  // languages as targets
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:ins\s+englische|auf\s+englisch|en\s+anglais|al\s+inglés|al\s+ingles|in\s+inglese|naar\s+het\s+engels|para\s+(?:o\s+)?inglês)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'into English',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:ins\s+deutsche|auf\s+deutsch|en\s+allemand|al\s+alemán|in\s+tedesco|naar\s+het\s+duits|para\s+(?:o\s+)?alemão)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'into German',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:ins\s+französische|auf\s+französisch|en\s+français|al\s+francés|in\s+francese|naar\s+het\s+frans|para\s+(?:o\s+)?francês)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'into French',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:ins\s+spanische|auf\s+spanisch|en\s+espagnol|al\s+español|in\s+spagnolo|naar\s+het\s+spaans|para\s+(?:o\s+)?espanhol)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'into Spanish',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:ins\s+italienische|auf\s+italienisch|en\s+italien|al\s+italiano|in\s+italiano|naar\s+het\s+italiaans|para\s+(?:o\s+)?italiano)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'into Italian',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:ins\s+niederländische|auf\s+niederländisch|en\s+néerlandais|al\s+neerlandés|in\s+olandese|naar\s+het\s+nederlands|para\s+(?:o\s+)?neerlandês)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'into Dutch',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:ins\s+portugiesische|auf\s+portugiesisch|en\s+portugais|al\s+portugués|in\s+portoghese|naar\s+het\s+portugees|para\s+(?:o\s+)?português)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'into Portuguese',
  ],
  // Portuguese and Italian "a"/"o" as "the" before a part of the page
  [
    /(?<![\p{L}])(?:a|o)\s+(?=(?:accent colour|primary colour|main button|button|heading|question|card|plan|testimonial|photos?)(?![\p{L}]))/gu,
    'the ',
  ],
  // articles and small words
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:den|die|das|der|dem|le|la|les|el|los|las|il|lo|gli|het|os|as)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'the',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:eine|einen|ein|une|un|una|uno|een|uma|um)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'a',
  ],
  [
    /(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))(?:noch|de plus|más|mais|in più|meer|extra)(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))/giu,
    'more',
  ],
];

// An opening mark ends the quote it would open as well, so a run of opening marks is read once.
const QUOTED = /"[^"]*"|“[^“”]*”|«[^«»]*»|„[^„“”"]*[“”"]|‘[^‘’]*’|(?<![\p{L}])'[^']*'(?![\p{L}])/gu;
const QUOTE = String.raw`(?:"[^"]*"|“[^“”]*”|«[^«»]*»|„[^„“”"]*[“”"]|‘[^‘’]*’|'[^']*')`;
/** "«A» in «B»", „A“ zu „B“, "A" por "B": the second quote replaces the first. */
const TO_BETWEEN = new RegExp(
  `(${QUOTE})\\s+(?:in|zu|auf|en|par|a|por|para|naar|in|em|door|con|mit|with|avec)\\s+(${QUOTE})`,
  'gu',
);
/** "… para #ff6b00", "… auf #14532d": a colour given as the new value. */
const TO_COLOUR =
  /\s+(?:in|zu|auf|en|à|a|por|para|naar|em|op)\s+(#[\da-f]{3,8}(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])))/giu;

/** The clause in the English the rules read; an English clause comes back as it was. */
export function englishClause(clause: string): string {
  const pieces: string[] = [];
  let last = 0;
  for (const m of clause.matchAll(QUOTED)) {
    pieces.push(translatePlain(clause.slice(last, m.index)));
    pieces.push(m[0]);
    last = m.index + m[0].length;
  }
  pieces.push(translatePlain(clause.slice(last)));
  return pieces
    .join('')
    .replace(TO_BETWEEN, '$1 to $2')
    .replace(TO_COLOUR, ' to $1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function translatePlain(text: string): string {
  let out = text;
  for (const [re, english] of WORDS) out = out.replace(re, english);
  return out;
}
