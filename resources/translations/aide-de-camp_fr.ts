<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Adc::ActionCommand</name>
    <message>
        <source>(not a name)</source>
        <translation>(pas un nom)</translation>
    </message>
    <message>
        <source>action: %1 does not match the command %2</source>
        <translation>action : %1 ne correspond pas à la commande %2</translation>
    </message>
</context>
<context>
    <name>Adc::ActionContext</name>
    <message>
        <source>name at least one unit</source>
        <translation>nommez au moins une unité</translation>
    </message>
    <message>
        <source>unit %1 is named twice</source>
        <translation>l&apos;unité %1 est nommée deux fois</translation>
    </message>
    <message>
        <source>no unit with id %1</source>
        <translation>aucune unité d&apos;id %1</translation>
    </message>
</context>
<context>
    <name>Adc::AddBrigadeOrder</name>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
</context>
<context>
    <name>Adc::AddFeatureOrder</name>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>only a BUA is a farm or a block of a town</source>
        <translation>seule une zone bâtie est une ferme ou un pâté de maisons</translation>
    </message>
</context>
<context>
    <name>Adc::AddUnitsOrder</name>
    <message>
        <source>expected a list of unit objects</source>
        <translation>liste d&apos;objets unité attendue</translation>
    </message>
    <message>
        <source>an empty list: there is no unit to add</source>
        <translation>une liste vide : aucune unité à ajouter</translation>
    </message>
</context>
<context>
    <name>Adc::AfterActionReport</name>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Turn %1, segment %2 · printed %3</source>
        <translation>Tour %1, segment %2 · imprimé le %3</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Castings at start</source>
        <translation>Figurines au départ</translation>
    </message>
    <message>
        <source>Castings now</source>
        <translation>Figurines maintenant</translation>
    </message>
    <message>
        <source>Castings lost</source>
        <translation>Figurines perdues</translation>
    </message>
    <message>
        <source>Steps held</source>
        <translation>Paliers gardés</translation>
    </message>
    <message>
        <source>AP spent</source>
        <translation>PM dépensés</translation>
    </message>
    <message>
        <source>Fires</source>
        <translation>Tirs</translation>
    </message>
    <message>
        <source>Steps inflicted</source>
        <translation>Paliers infligés</translation>
    </message>
    <message>
        <source>(no brigade)</source>
        <translation>(sans brigade)</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>Strength turn by turn</source>
        <translation>Effectifs tour par tour</translation>
    </message>
    <message>
        <source>(castings and CW of each side, from the log)</source>
        <translation>(figurines et VC de chaque camp, d&apos;après le journal)</translation>
    </message>
    <message>
        <source>Roll log</source>
        <translation>Journal des jets</translation>
    </message>
    <message>
        <source>(every die in the battle&apos;s log, undone actions marked)</source>
        <translation>(chaque dé du journal de la bataille, actions annulées marquées)</translation>
    </message>
    <message>
        <source>No dice in the log.</source>
        <translation>Aucun dé dans le journal.</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Turn.seg</source>
        <translation>Tour.seg</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source> (undone)</source>
        <translation> (annulé)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>Brigade and unit</source>
        <translation>Brigade et unité</translation>
    </message>
    <message>
        <source>: after-action report</source>
        <translation> : rapport après action</translation>
    </message>
    <message>
        <source>AP spent is read from the log: for every fire that stands (not undone), a defender&apos;s fire inside a charge included, each firer&apos;s AP fired plus the extra AP its boxcars penalty cost. Refills and edits change a unit&apos;s AP without a fire and are not counted. Castings lost are permanent losses (initial minus current castings); steps held are the soft losses the units carry now. A brigade&apos;s pooled fire counts as one fire of the brigade (and of each unit in it).</source>
        <translation>Les PM dépensés sont lus dans le journal : pour chaque tir maintenu (non annulé), tir du défenseur lors d&apos;une charge compris, les PM tirés par chaque tireur plus les PM supplémentaires que lui a coûtés sa pénalité de surconsommation. Les réapprovisionnements et les modifications changent les PM d&apos;une unité sans tir et ne sont pas comptés. Les figurines perdues sont des pertes définitives (figurines au départ moins figurines actuelles) ; les paliers portés sont les pertes légères que les unités portent maintenant. Le tir groupé d&apos;une brigade compte pour un tir de la brigade (et de chacune de ses unités).</translation>
    </message>
</context>
<context>
    <name>Adc::Ammunition</name>
    <message>
        <source>%1 %2 is above its full load %3</source>
        <translation>%1 %2 dépasse sa dotation complète %3</translation>
    </message>
    <message>
        <source>it fires no guns, yet holds full ball or canister loads</source>
        <translation>elle ne tire pas au canon, mais a une dotation de boulet ou de mitraille</translation>
    </message>
</context>
<context>
    <name>Adc::ApplyCommand</name>
    <message>
        <source>request: holds a NUL byte</source>
        <translation>requête : contient un octet NUL</translation>
    </message>
    <message>
        <source>request: not valid UTF-8</source>
        <translation>requête : UTF-8 non valide</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1 : illisible (%2)</translation>
    </message>
</context>
<context>
    <name>Adc::Battle</name>
    <message>
        <source>: the copy failed: </source>
        <translation> : la copie a échoué : </translation>
    </message>
    <message>
        <source>the connection to the server is lost</source>
        <translation>la connexion au serveur est perdue</translation>
    </message>
</context>
<context>
    <name>Adc::BattleAccess</name>
    <message>
        <source>--db: a battle file is needed (--db FILE)</source>
        <translation>--db : il faut un fichier de bataille (--db FICHIER)</translation>
    </message>
    <message>
        <source>%1: already exists; a new battle never overwrites a file</source>
        <translation>%1 : existe déjà ; une nouvelle bataille n&apos;écrase jamais un fichier</translation>
    </message>
    <message>
        <source>--station: a station needs a name</source>
        <translation>--station : un poste a besoin d&apos;un nom</translation>
    </message>
</context>
<context>
    <name>Adc::BattleFile</name>
    <message>
        <source>unit %1 &quot;</source>
        <translation>unité %1 « </translation>
    </message>
    <message>
        <source>%1 %2 is below 0</source>
        <translation>%1 %2 est inférieur à 0</translation>
    </message>
    <message>
        <source>steps %1 is more than a unit holds (2)</source>
        <translation>steps %1 dépasse ce qu&apos;une unité peut porter (2)</translation>
    </message>
    <message>
        <source>%1 %2 is above %3 %4</source>
        <translation>%1 %2 est supérieur à %3 %4</translation>
    </message>
    <message>
        <source>%1 %2 is neither 0 nor 1</source>
        <translation>%1 %2 n&apos;est ni 0 ni 1</translation>
    </message>
    <message>
        <source>&quot; is not one of </source>
        <translation> » n&apos;est pas l&apos;un de </translation>
    </message>
    <message>
        <source>clock: turn %1 is below 1</source>
        <translation>clock : le tour %1 est inférieur à 1</translation>
    </message>
    <message>
        <source>clock: segment %1 is below 1</source>
        <translation>clock : le segment %1 est inférieur à 1</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <source>%1: is a folder, not a battle file</source>
        <translation>%1 : est un dossier, pas un fichier de bataille</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1 : illisible (%2)</translation>
    </message>
    <message>
        <source>%1: is empty, not a battle file</source>
        <translation>%1 : est vide, pas un fichier de bataille</translation>
    </message>
    <message>
        <source>%1: is not a battle file (not an SQLite database)</source>
        <translation>%1 : n&apos;est pas un fichier de bataille (pas une base SQLite)</translation>
    </message>
    <message>
        <source>%1: is an SQLite database of another program, not a battle file (application id %2, a battle&apos;s is %3)</source>
        <translation>%1 : est une base SQLite d&apos;un autre programme, pas un fichier de bataille (id d&apos;application %2, celui d&apos;une bataille est %3)</translation>
    </message>
    <message>
        <source>%1: holds impossible values, written by another program: %2</source>
        <translation>%1 : contient des valeurs impossibles, écrites par un autre programme : %2</translation>
    </message>
    <message>
        <source>%1: the battle file is damaged (%2)</source>
        <translation>%1 : le fichier de bataille est endommagé (%2)</translation>
    </message>
    <message>
        <source>%1: was written by a newer Aide-de-Camp (battle file version %2; this program reads up to version %3)</source>
        <translation>%1 : a été écrit par un Aide-de-Camp plus récent (fichier de bataille version %2 ; ce programme lit jusqu&apos;à la version %3)</translation>
    </message>
    <message>
        <source>%1: is not a battle file (it has no schema version)</source>
        <translation>%1 : n&apos;est pas un fichier de bataille (il n&apos;a pas de version de schéma)</translation>
    </message>
    <message>
        <source>%1: is not a battle file (the table &quot;%2&quot; is missing)</source>
        <translation>%1 : n&apos;est pas un fichier de bataille (la table « %2 » manque)</translation>
    </message>
    <message>
        <source>%1: is not a battle file (it holds no battle)</source>
        <translation>%1 : n&apos;est pas un fichier de bataille (il ne contient aucune bataille)</translation>
    </message>
    <message>
        <source>%1: is not a battle file (it has no clock)</source>
        <translation>%1 : n&apos;est pas un fichier de bataille (il n&apos;a pas d&apos;horloge)</translation>
    </message>
    <message>
        <source>the file has no write permission</source>
        <translation>le fichier n&apos;a pas la permission d&apos;écriture</translation>
    </message>
    <message>
        <source>this user may not write the file</source>
        <translation>cet utilisateur ne peut pas écrire le fichier</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>son dossier ne peut pas être écrit</translation>
    </message>
    <message>
        <source>%1: the battle file is damaged: it holds %2 bytes, but its %3 pages of %4 bytes need %5 (it was cut short or added to)</source>
        <translation>%1 : le fichier de bataille est endommagé : il contient %2 octets, mais ses %3 pages de %4 octets en demandent %5 (il a été tronqué ou complété)</translation>
    </message>
    <message>
        <source>%1: is not a regular file (a pipe, a socket or a device), not a battle file</source>
        <translation>%1 : n&apos;est pas un fichier ordinaire (un tube, une socket ou un périphérique), pas un fichier de bataille</translation>
    </message>
</context>
<context>
    <name>Adc::BattleRowAudit</name>
    <message>
        <source>the battle&apos;s name</source>
        <translation>le nom de la bataille</translation>
    </message>
    <message>
        <source>the battle&apos;s scale</source>
        <translation>l&apos;échelle de la bataille</translation>
    </message>
    <message>
        <source>the battle&apos;s date</source>
        <translation>la date de la bataille</translation>
    </message>
    <message>
        <source>the battle&apos;s rulings</source>
        <translation>les décisions de la bataille</translation>
    </message>
    <message>
        <source>the battle&apos;s column %1</source>
        <translation>la colonne %1 de la bataille</translation>
    </message>
    <message>
        <source>%1 does not stand as its log entries leave it</source>
        <translation>%1 ne correspond pas à ce qu&apos;en laissent les entrées du journal</translation>
    </message>
    <message>
        <source>the battle&apos;s rulings do not stand as its log entries leave them</source>
        <translation>les décisions de la bataille ne correspondent pas à ce qu&apos;en laissent les entrées du journal</translation>
    </message>
    <message>
        <source>%1 is not a new battle&apos;s, but no log entry changed it</source>
        <translation>%1 n&apos;a pas la valeur d&apos;une nouvelle bataille, mais aucune entrée du journal n&apos;y a touché</translation>
    </message>
    <message>
        <source>the battle&apos;s rulings are not a new battle&apos;s, but no log entry changed them</source>
        <translation>les décisions de la bataille ne sont pas celles d&apos;une nouvelle bataille, mais aucune entrée du journal ne les a changées</translation>
    </message>
    <message>
        <source>the battle&apos;s name was given before its log kept it (an older battle, or a log with no entry yet): it is not compared</source>
        <translation>le nom de la bataille a été donné avant que son journal ne le garde (une bataille plus ancienne, ou un journal encore sans entrée) : il n&apos;est pas comparé</translation>
    </message>
</context>
<context>
    <name>Adc::BattleTable</name>
    <message>
        <source>a change outside an action</source>
        <translation>un changement hors d&apos;une action</translation>
    </message>
    <message>
        <source>the battle file has no battle row</source>
        <translation>le fichier de bataille n&apos;a pas de ligne de bataille</translation>
    </message>
    <message>
        <source>the battle&apos;s rulings are not a JSON object (%1)</source>
        <translation>les décisions de la bataille ne sont pas un objet JSON (%1)</translation>
    </message>
    <message>
        <source>the battle&apos;s rulings: %1</source>
        <translation>les décisions de la bataille : %1</translation>
    </message>
    <message>
        <source>the battle file has no clock</source>
        <translation>le fichier de bataille n&apos;a pas d&apos;horloge</translation>
    </message>
</context>
<context>
    <name>Adc::BoundedInput</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1 : illisible (%2)</translation>
    </message>
    <message>
        <source>standard input: cannot be read (%1)</source>
        <translation>entrée standard : illisible (%1)</translation>
    </message>
    <message>
        <source>request: longer than %1, the most one request may be</source>
        <translation>requête : plus longue que %1, le maximum pour une requête</translation>
    </message>
    <message>
        <source>line %1: cannot be read (%2)</source>
        <translation>ligne %1 : illisible (%2)</translation>
    </message>
    <message>
        <source>line %1: longer than %2, the most one action may be</source>
        <translation>ligne %1 : plus longue que %2, le maximum pour une action</translation>
    </message>
</context>
<context>
    <name>Adc::CardText</name>
    <message>
        <source>defending an LTF</source>
        <translation>défendant un obstacle linéaire</translation>
    </message>
    <message>
        <source>in a built-up area</source>
        <translation>dans une zone bâtie</translation>
    </message>
    <message>
        <source>upslope</source>
        <translation>plus haut sur la pente</translation>
    </message>
    <message>
        <source>redoubt as a hill</source>
        <translation>redoute comme colline</translation>
    </message>
    <message>
        <source>redoubt&apos;s parapet</source>
        <translation>parapet de la redoute</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>all arms</source>
        <translation>toutes armes</translation>
    </message>
    <message>
        <source>changed by the umpire</source>
        <translation>changé par l&apos;arbitre</translation>
    </message>
    <message>
        <source>free</source>
        <comment>fire discipline result</comment>
        <translation>libre</translation>
    </message>
    <message>
        <source>%1&quot; fire</source>
        <translation>tir %1&quot;</translation>
    </message>
    <message>
        <source>fire</source>
        <comment>fire discipline result</comment>
        <translation>tir</translation>
    </message>
    <message>
        <source>%1&quot; FF</source>
        <translation>FF %1&quot;</translation>
    </message>
    <message>
        <source>FF</source>
        <translation>FF</translation>
    </message>
    <message>
        <source>half</source>
        <translation>demi</translation>
    </message>
</context>
<context>
    <name>Adc::CasualtyQueries</name>
    <message>
        <source>a unit with no castings holds no steps</source>
        <translation>une unité sans figurines n&apos;a aucun palier de pertes</translation>
    </message>
</context>
<context>
    <name>Adc::ChangeSet</name>
    <message>
        <source>the log names a table &quot;%1&quot; that is not part of a battle</source>
        <translation>le journal nomme une table « %1 » qui ne fait pas partie d&apos;une bataille</translation>
    </message>
    <message>
        <source>the log holds a value that is not a column&apos;s</source>
        <translation>le journal contient une valeur qui n&apos;est pas celle d&apos;une colonne</translation>
    </message>
    <message>
        <source>the log names a column %1.%2 the file does not have</source>
        <translation>le journal nomme une colonne %1.%2 que le fichier n&apos;a pas</translation>
    </message>
    <message>
        <source>%1 %2 no longer stands as the log says; the battle was changed outside its log</source>
        <translation>%1 %2 n&apos;est plus comme le dit le journal ; la bataille a été modifiée hors de son journal</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeAction</name>
    <message>
        <source>%1 do not make the roll %2</source>
        <translation>%1 ne font pas le jet %2</translation>
    </message>
    <message>
        <source>a unit cannot charge itself</source>
        <translation>une unité ne peut pas se charger elle-même</translation>
    </message>
    <message>
        <source>unit %1 is the charger or the defender</source>
        <translation>l&apos;unité %1 est l&apos;assaillant ou le défenseur</translation>
    </message>
    <message>
        <source>%1 is not a total the dice can show</source>
        <translation>%1 n&apos;est pas un total que les dés peuvent donner</translation>
    </message>
    <message>
        <source>%1 lists of faces for %2 roll(s)</source>
        <translation>%1 listes de faces pour %2 jet(s)</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeDialog</name>
    <message>
        <source>How did the charge end? Its key, 1 to 4, records it; Enter shows the four.</source>
        <translation>Comment la charge s&apos;est-elle terminée ? Sa touche, de 1 à 4, l&apos;enregistre ; Entrée montre les quatre.</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Defender and odds</source>
        <translation>Défenseur et probabilités</translation>
    </message>
    <message>
        <source>Inch by inch</source>
        <translation>Pouce par pouce</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Appliquer</translation>
    </message>
    <message>
        <source>&amp;Roll at %1&quot;</source>
        <translation>&amp;Lancer à %1&quot;</translation>
    </message>
    <message>
        <source>Take %1 at %2&quot;</source>
        <translation>Prendre %1 à %2&quot;</translation>
    </message>
    <message>
        <source>&amp;Fire at %1&quot;</source>
        <translation>&amp;Tirer à %1&quot;</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dés : %1</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Choose the defending unit.</source>
        <translation>Choisissez l&apos;unité en défense.</translation>
    </message>
    <message>
        <source>&amp;Outcome...</source>
        <translation>&amp;Résultat...</translation>
    </message>
    <message>
        <source>Choose how the charge ended.</source>
        <translation>Choisissez comment la charge s&apos;est terminée.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;How did the charge end?&lt;/b&gt; The rules give no table for the result of a charge: choose what happened at the table (keys 1 to 4), and the program applies what the rules say of it.</source>
        <translation>&lt;b&gt;Comment la charge s&apos;est-elle terminée ?&lt;/b&gt; Les règles ne donnent aucune table pour le résultat d&apos;une charge : choisissez ce qui s&apos;est passé sur la table (touches 1 à 4), et le programme applique ce qu&apos;en disent les règles.</translation>
    </message>
    <message>
        <source>Fire die: %1</source>
        <translation>Dé de tir : %1</translation>
    </message>
    <message>
        <source>&amp;Roll at 4&quot;</source>
        <translation>&amp;Lancer à 4&quot;</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeDiscipline</name>
    <message>
        <source>no roll given; the defender needs a roll at %1</source>
        <translation>aucun jet donné ; le défenseur doit lancer à %1</translation>
    </message>
    <message>
        <source>%1 roll(s) given: the defender passed at %2 and needs a roll at %3</source>
        <translation>%1 jet(s) donné(s) : le défenseur a réussi à %2 et doit lancer à %3</translation>
    </message>
    <message>
        <source>no dice expression</source>
        <translation>aucune expression de dés</translation>
    </message>
    <message>
        <source>%1 is not a charge situation (%2)</source>
        <translation>%1 n&apos;est pas une situation de charge (%2)</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeFireDie</name>
    <message>
        <source>Defender&apos;s &amp;fire die, d10:</source>
        <translation>Dé de &amp;tir du défenseur, d10 :</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeOutcome</name>
    <message>
        <source>The charge goes home</source>
        <translation>La charge porte</translation>
    </message>
    <message>
        <source>The charger is repulsed</source>
        <translation>L&apos;assaillant est repoussé</translation>
    </message>
    <message>
        <source>The defender retires</source>
        <translation>Le défenseur se retire</translation>
    </message>
    <message>
        <source>A firefight</source>
        <translation>Une fusillade</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeOutcomeAction</name>
    <message>
        <source>there is no charge to end</source>
        <translation>il n&apos;y a aucune charge à terminer</translation>
    </message>
    <message>
        <source>the latest charge (%1) already has its outcome</source>
        <translation>la dernière charge (%1) a déjà son résultat</translation>
    </message>
    <message>
        <source>entry %1 is not the latest charge (%2)</source>
        <translation>l&apos;entrée %1 n&apos;est pas la dernière charge (%2)</translation>
    </message>
    <message>
        <source>the charged unit is no longer in the battle</source>
        <translation>l&apos;unité chargée n&apos;est plus dans la bataille</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeOutcomePage</name>
    <message>
        <source>The contact is recorded; what follows is outside these rules: edit the units&apos; results.</source>
        <translation>Le contact est noté ; la suite sort de ces règles : modifiez les résultats des unités.</translation>
    </message>
    <message>
        <source>The charger falls back: it has moved this segment.</source>
        <translation>L&apos;assaillant se replie : il a bougé ce segment.</translation>
    </message>
    <message>
        <source>The defender falls back: it has moved this segment.</source>
        <translation>Le défenseur se replie : il a bougé ce segment.</translation>
    </message>
    <message>
        <source>Both, or all, units enter firefight status.</source>
        <translation>Les deux unités, ou toutes, entrent en état de fusillade.</translation>
    </message>
</context>
<context>
    <name>Adc::ChargePlanner</name>
    <message>
        <source>cavalry neither rolls discipline nor fires on a charge</source>
        <translation>la cavalerie ne lance pas de discipline et ne tire pas sur une charge</translation>
    </message>
    <message>
        <source>no charger named: its fire is not resolved here</source>
        <translation>aucun assaillant nommé : son tir n&apos;est pas résolu ici</translation>
    </message>
    <message>
        <source>charge discipline is rolled by defending infantry; %1 is %2</source>
        <translation>la discipline de charge se lance pour l&apos;infanterie en défense ; %1 est %2</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeResultPage</name>
    <message>
        <source>the defender fires at</source>
        <translation>le défenseur tire à</translation>
    </message>
    <message>
        <source>%1 fires at %2&quot;%3</source>
        <translation>%1 tire à %2&quot;%3</translation>
    </message>
    <message>
        <source>, and enters firefight status</source>
        <translation>, et entre en état de fusillade</translation>
    </message>
    <message>
        <source>It held its fire at every inch: close action.</source>
        <translation>Il a retenu son feu à chaque pouce : corps à corps.</translation>
    </message>
    <message>
        <source>At</source>
        <translation>À</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Fires at %1</source>
        <translation>Tire à %1</translation>
    </message>
    <message>
        <source>Column %1, class dice %2. Logged as one action.</source>
        <translation>Colonne %1, dés de classe %2. Noté comme une seule action.</translation>
    </message>
    <message>
        <source>casualty step</source>
        <translation>palier de pertes</translation>
    </message>
    <message>
        <source>casualty steps</source>
        <translation>paliers de pertes</translation>
    </message>
    <message>
        <source>close range</source>
        <translation>à bout portant</translation>
    </message>
    <message>
        <source>short range</source>
        <translation>à courte portée</translation>
    </message>
    <message>
        <source>medium range</source>
        <translation>à moyenne portée</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>à longue portée</translation>
    </message>
    <message>
        <source>extreme range</source>
        <translation>à portée extrême</translation>
    </message>
    <message>
        <source>%1 range</source>
        <translation>à portée %1</translation>
    </message>
    <message>
        <source>Its fire, resolved as a fire: die %1, %2: %3 on the charger.</source>
        <translation>Son tir, résolu comme un tir : dé %1, %2 : %3 sur l&apos;assaillant.</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeRoles</name>
    <message>
        <source>%1 and %2 are both of %3</source>
        <translation>%1 et %2 sont tous deux de %3</translation>
    </message>
    <message>
        <source>%1 cannot charge itself</source>
        <translation>%1 ne peut se charger elle-même</translation>
    </message>
    <message>
        <source>%1 has no castings left</source>
        <translation>%1 n&apos;a plus de figurines</translation>
    </message>
    <message>
        <source>only infantry and cavalry charge; %1 is %2</source>
        <translation>seules l&apos;infanterie et la cavalerie chargent ; %1 est %2</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeRollsPage</name>
    <message>
        <source>&amp;Class dice %1:</source>
        <translation>Dés de &amp;classe %1 :</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; rolls %2 on the &lt;b&gt;%3&lt;/b&gt; column at each inch; any result but free ends the charge discipline.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; lance %2 dans la colonne &lt;b&gt;%3&lt;/b&gt; à chaque pouce ; tout résultat autre que libre met fin à la discipline de charge.</translation>
    </message>
    <message>
        <source>&lt;i&gt;to roll&lt;/i&gt;</source>
        <translation>&lt;i&gt;à lancer&lt;/i&gt;</translation>
    </message>
    <message>
        <source>holds its fire</source>
        <translation>retient son feu</translation>
    </message>
    <message>
        <source>fails: fires at %1&quot;%2</source>
        <translation>échoue : tire à %1&quot;%2</translation>
    </message>
    <message>
        <source>, firefight</source>
        <translation>, fusillade</translation>
    </message>
    <message>
        <source>: held to close action, fires at %1&quot;</source>
        <translation> : retenu jusqu&apos;au corps à corps, tire à %1&quot;</translation>
    </message>
    <message>
        <source>roll &lt;b&gt;%1&lt;/b&gt;%2 → %3: %4</source>
        <translation>jet &lt;b&gt;%1&lt;/b&gt;%2 → %3 : %4</translation>
    </message>
    <message>
        <source>free</source>
        <comment>discipline result</comment>
        <translation>libre</translation>
    </message>
    <message>
        <source>%1&quot; fire</source>
        <translation>tir %1&quot;</translation>
    </message>
    <message>
        <source>fire</source>
        <comment>discipline result</comment>
        <translation>tir</translation>
    </message>
    <message>
        <source>%1&quot; FF</source>
        <translation>%1&quot; FF</translation>
    </message>
</context>
<context>
    <name>Adc::ChargeSetupPage</name>
    <message>
        <source>the defender fires at</source>
        <translation>le défenseur tire à</translation>
    </message>
    <message>
        <source>&amp;Defender:</source>
        <translation>&amp;Défenseur :</translation>
    </message>
    <message>
        <source>C&amp;harger:</source>
        <translation>A&amp;ssaillant :</translation>
    </message>
    <message>
        <source>IN SMOKE</source>
        <translation>DANS LA FUMÉE</translation>
    </message>
    <message>
        <source>NORMAL</source>
        <translation>NORMALE</translation>
    </message>
    <message>
        <source>Choose the defending infantry.</source>
        <translation>Choisissez l&apos;infanterie qui se défend.</translation>
    </message>
    <message>
        <source> (it is in smoke)</source>
        <translation> (il est dans la fumée)</translation>
    </message>
    <message>
        <source>Fires at</source>
        <translation>Tire à</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Where %1 fires: on average at %2&quot;</source>
        <translation>Où %1 tire : en moyenne à %2&quot;</translation>
    </message>
    <message>
        <source>Type the defending infantry&apos;s name (or its brigade or side).</source>
        <translation>Tapez le nom de l&apos;infanterie qui se défend (ou sa brigade ou son camp).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) does not roll charge discipline: its guns fire on the charger at their short band, %3, with a d10.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) ne lance pas de discipline de charge : ses pièces tirent sur l&apos;assaillant à leur portée courte, %3, avec un d10.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) does not roll charge discipline: %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) ne lance pas de discipline de charge : %3.</translation>
    </message>
    <message>
        <source>(not named)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>Column &lt;b&gt;%1&lt;/b&gt;%2. Class dice of %3: &lt;b&gt;%4&lt;/b&gt;. A roll at each inch from 4&quot; until a result other than free; then the defender fires.</source>
        <translation>Colonne &lt;b&gt;%1&lt;/b&gt;%2. Dés de classe des %3 : &lt;b&gt;%4&lt;/b&gt;. Un jet à chaque pouce depuis 4&quot; jusqu&apos;à un résultat autre que libre ; puis le défenseur tire.</translation>
    </message>
    <message>
        <source>No charger named: the defender rolls and fires all the same.</source>
        <translation>Aucun assaillant nommé : le défenseur lance les dés et tire tout de même.</translation>
    </message>
    <message>
        <source>Dice at the &amp;table...</source>
        <translation>Dés de la &amp;table...</translation>
    </message>
    <message>
        <source>The rolls page with nothing rolled, to type the dice thrown at the table; Enter here rolls at 4&quot; at once</source>
        <translation>La page des jets sans rien lancer, pour saisir les dés jetés à la table ; Entrée ici lance à 4&quot; aussitôt</translation>
    </message>
</context>
<context>
    <name>Adc::ChartTables</name>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Column: FIREFIGHT in firefight status, else IN SMOKE in smoke, else NORMAL. N&quot; fire: fires when the enemy is within N&quot; (approach fire); FF: enters firefight status.</source>
        <translation>Colonne : FUSILLADE en fusillade, sinon DANS LA FUMÉE dans la fumée, sinon NORMALE. Tir N&quot; : tire quand l&apos;ennemi est à N&quot; ou moins (tir d&apos;approche) ; FF : entre en fusillade.</translation>
    </message>
    <message>
        <source>Fire combat chart (casualty steps)</source>
        <translation>Tableau de tir (paliers de pertes)</translation>
    </message>
    <message>
        <source>Stands</source>
        <translation>Socles</translation>
    </message>
    <message>
        <source>Tubes</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Column by the modified roll (1d%1 + modifiers); a roll beyond the chart reads its end column (%2, %3). Firing stands: castings / %4, rounded down; 1 or 2 castings fire as half.</source>
        <translation>Colonne selon le jet modifié (1d%1 + modificateurs) ; au-delà du tableau, la colonne extrême (%2, %3). Socles qui tirent : figurines / %4, arrondi en dessous ; 1 ou 2 figurines tirent comme un demi.</translation>
    </message>
    <message>
        <source>Beyond %1 stands each stand adds %2 step; beyond %3 tubes every %4 tubes add 1 step, in every column.</source>
        <translation>Au-delà de %1 socles chaque socle ajoute %2 paliers ; au-delà de %3 pièces toutes les %4 pièces ajoutent 1 palier, dans chaque colonne.</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Armement</translation>
    </message>
    <message>
        <source>defensive fire</source>
        <translation>tir défensif</translation>
    </message>
    <message>
        <source>A band covers ranges above the previous band&apos;s limit up to its own; beyond the last, no fire. Canister only within canister range; ball there reads the short band.</source>
        <translation>Une tranche va de la limite de la précédente à la sienne ; au-delà de la dernière, pas de tir. Mitraille seulement à portée de mitraille ; le boulet y lit la tranche courte.</translation>
    </message>
    <message>
        <source>Fire discipline chart and class dice</source>
        <translation>Discipline de feu et dés de classe</translation>
    </message>
    <message>
        <source>Class dice: Elite %1, Line %2, Conscript %3; a total above %4 reads %5, below %6 reads %7.</source>
        <translation>Dés de classe : Élite %1, Ligne %2, Conscrits %3 ; un total au-dessus de %4 se lit %5, en dessous de %6 se lit %7.</translation>
    </message>
    <message>
        <source>Range bands of every weapon (inches, modifier)</source>
        <translation>Tranches de portée de chaque arme (pouces, modificateur)</translation>
    </message>
    <message>
        <source>Beyond %1 stands or %2 tubes the top row is read (the ruling “Extend the fire chart” is off).</source>
        <translation>Au-delà de %1 socles ou %2 pièces, on lit la ligne du haut (la décision « Prolonger le tableau de tir » est désactivée).</translation>
    </message>
</context>
<context>
    <name>Adc::ClockBar</name>
    <message>
        <source>No battle</source>
        <translation>Aucune bataille</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Segment %1 of %2</source>
        <translation>Segment %1 sur %2</translation>
    </message>
    <message>
        <source>No side yet</source>
        <translation>Aucun camp pour l&apos;instant</translation>
    </message>
    <message>
        <source>Initiative: %1</source>
        <translation>Initiative : %1</translation>
    </message>
    <message>
        <source>A game turn is 30 minutes from the battle&apos;s start time (a setting); each segment is one side&apos;s initiative.</source>
        <translation>Un tour de jeu dure 30 minutes à partir de l&apos;heure de début de la bataille (un réglage) ; chaque segment est l&apos;initiative d&apos;un camp.</translation>
    </message>
</context>
<context>
    <name>Adc::CommandArguments</name>
    <message>
        <source>%1: unknown option (this command takes %2)</source>
        <translation>%1 : option inconnue (cette commande prend %2)</translation>
    </message>
    <message>
        <source>%1: a value is needed</source>
        <translation>%1 : il faut une valeur</translation>
    </message>
    <message>
        <source>VALUE</source>
        <translation>VALEUR</translation>
    </message>
    <message>
        <source>%1: given twice</source>
        <translation>%1 : donné deux fois</translation>
    </message>
    <message>
        <source>%1: unknown argument</source>
        <translation>%1 : argument inconnu</translation>
    </message>
</context>
<context>
    <name>Adc::CommandDispatch</name>
    <message>
        <source>adc: rules table %1
</source>
        <translation>adc : table de règles %1
</translation>
    </message>
    <message>
        <source>adc %1
</source>
        <translation>adc %1
</translation>
    </message>
    <message>
        <source>%1: unknown command (adc --help lists them)</source>
        <translation>%1 : commande inconnue (adc --help les liste)</translation>
    </message>
</context>
<context>
    <name>Adc::CommandStreams</name>
    <message>
        <source>standard output: cannot be written (%1); what was done stays done</source>
        <translation>sortie standard : ne peut pas être écrite (%1) ; ce qui a été fait reste fait</translation>
    </message>
</context>
<context>
    <name>Adc::CommandTable</name>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>read the request from FILE instead of standard input</source>
        <translation>lire la requête dans FICHIER au lieu de l&apos;entrée standard</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>the battle&apos;s name (by default the file&apos;s or the sample&apos;s)</source>
        <translation>le nom de la bataille (par défaut celui du fichier ou de l&apos;exemple)</translation>
    </message>
    <message>
        <source>the format (by default from --out&apos;s suffix, else json)</source>
        <translation>le format (par défaut d&apos;après le suffixe de --out, sinon json)</translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation>SORTIE.pdf</translation>
    </message>
    <message>
        <source>the PDF to write</source>
        <translation>le PDF à écrire</translation>
    </message>
    <message>
        <source>OUT.csv</source>
        <translation>SORTIE.csv</translation>
    </message>
    <message>
        <source>SIDE</source>
        <translation>CAMP</translation>
    </message>
    <message>
        <source>only this side&apos;s units</source>
        <translation>seulement les unités de ce camp</translation>
    </message>
    <message>
        <source>the paper, a4 by default</source>
        <translation>le papier, a4 par défaut</translation>
    </message>
    <message>
        <source>BRIGADE</source>
        <translation>BRIGADE</translation>
    </message>
    <message>
        <source>only this brigade&apos;s units</source>
        <translation>seulement les unités de cette brigade</translation>
    </message>
    <message>
        <source>the pages&apos; orientation, landscape by default</source>
        <translation>l&apos;orientation des pages, paysage par défaut</translation>
    </message>
    <message>
        <source>boxes struck to the units as they stand, or blank to strike at the table</source>
        <translation>cases barrées selon l&apos;état des unités, ou vierges pour les barrer à la table</translation>
    </message>
    <message>
        <source>take back the latest entry of the log not yet undone</source>
        <translation>reprendre la dernière entrée du journal pas encore annulée</translation>
    </message>
    <message>
        <source>do again what undo took back</source>
        <translation>refaire ce qu&apos;annuler a repris</translation>
    </message>
    <message>
        <source>the %1 action, its JSON object on stdin</source>
        <translation>l&apos;action %1, son objet JSON sur l&apos;entrée standard</translation>
    </message>
    <message>
        <source>a stateless rules request, JSON in and out: </source>
        <translation>une requête de règles sans état, JSON en entrée et en sortie : </translation>
    </message>
    <message>
        <source>the rulings and their house defaults</source>
        <translation>les décisions et leurs valeurs par défaut</translation>
    </message>
    <message>
        <source>add one unit object; answers {&quot;id&quot;: N}</source>
        <translation>ajouter un objet unité ; répond {&quot;id&quot;: N}</translation>
    </message>
    <message>
        <source>add a whole order of battle; any bad row imports nothing</source>
        <translation>ajouter tout un ordre de bataille ; une seule ligne fausse et rien n&apos;est importé</translation>
    </message>
    <message>
        <source>OOB.json|OOB.csv</source>
        <translation>OOB.json|OOB.csv</translation>
    </message>
    <message>
        <source>create a new battle (never overwrites)</source>
        <translation>créer une nouvelle bataille (n&apos;écrase jamais)</translation>
    </message>
    <message>
        <source>create the sample battle, Quatre Bras 1815</source>
        <translation>créer la bataille d&apos;exemple, Quatre-Bras 1815</translation>
    </message>
    <message>
        <source>every unit, as a JSON array</source>
        <translation>chaque unité, en tableau JSON</translation>
    </message>
    <message>
        <source>the order of battle, as import reads it</source>
        <translation>l&apos;ordre de bataille, tel qu&apos;import le lit</translation>
    </message>
    <message>
        <source>one JSON action a line, one answer a line once committed</source>
        <translation>une action JSON par ligne, une réponse par ligne une fois enregistrée</translation>
    </message>
    <message>
        <source>the log, as a JSON array</source>
        <translation>le journal, en tableau JSON</translation>
    </message>
    <message>
        <source>roster sheets, per side, brigade by brigade</source>
        <translation>feuilles d&apos;effectifs, par camp, brigade par brigade</translation>
    </message>
    <message>
        <source>the reference card (with --db, that battle&apos;s rulings)</source>
        <translation>l&apos;aide-mémoire (avec --db, les décisions de cette bataille)</translation>
    </message>
    <message>
        <source>the after-action report (PDF) and the roll log (CSV)</source>
        <translation>le rapport après action (PDF) et le journal des jets (CSV)</translation>
    </message>
    <message>
        <source>VALUE</source>
        <translation>VALEUR</translation>
    </message>
    <message>
        <source>usage: adc COMMAND [options]; adc COMMAND --help shows the command&apos;s options

</source>
        <translation>usage : adc COMMANDE [options] ; adc COMMANDE --help montre les options de la commande

</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>usage : </translation>
    </message>
    <message>
        <source>  -h, --help</source>
        <translation>  -h, --help</translation>
    </message>
    <message>
        <source>  this help
</source>
        <translation>  cette aide
</translation>
    </message>
    <message>
        <source>the full check of the file and its log; exit 1 when something is wrong</source>
        <translation>la vérification complète du fichier et de son journal ; sort avec 1 quand quelque chose ne va pas</translation>
    </message>
    <message>
        <source>ADDR</source>
        <translation>ADRESSE</translation>
    </message>
    <message>
        <source>the address to listen on (by default every local interface)</source>
        <translation>l&apos;adresse où écouter (par défaut toutes les interfaces locales)</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>the port to listen on (by default 8315, else any free one)</source>
        <translation>le port où écouter (par défaut 8315, sinon un port libre)</translation>
    </message>
    <message>
        <source>serve the players&apos; view (a page per side, one for the table) until stopped</source>
        <translation>sert la vue des joueurs (une page par camp, une pour la table) jusqu&apos;à l&apos;arrêt</translation>
    </message>
    <message>
        <source>the battle file, or postgresql://[user@]host[:port]/database</source>
        <translation>le fichier de bataille, ou postgresql://[utilisateur@]hôte[:port]/base</translation>
    </message>
    <message>
        <source>the station named in the log (by default ADC_STATION, else the host name)</source>
        <translation>le poste nommé dans le journal (par défaut ADC_STATION, sinon le nom d&apos;hôte)</translation>
    </message>
    <message>
        <source>FILE|URL</source>
        <translation>FICHIER|URL</translation>
    </message>
    <message>
        <source>the battle to copy</source>
        <translation>la bataille à copier</translation>
    </message>
    <message>
        <source>where the copy goes: a new file or an empty database</source>
        <translation>où va la copie : un nouveau fichier ou une base vide</translation>
    </message>
    <message>
        <source>a whole battle, log and undo included, between files and servers; never overwrites</source>
        <translation>une bataille entière, journal et annulation compris, entre fichiers et serveurs ; n&apos;écrase jamais rien</translation>
    </message>
    <message>
        <source>
A battle is one file (--db FILE) or a PostgreSQL database (--db postgresql://[user@]host[:port]/database); printing writes PDF and CSV, on a4 or letter paper.
Exit codes: 0 understood, 1 failed (file or disk), 2 malformed request.
</source>
        <translation>
Une bataille est un fichier (--db FICHIER) ou une base PostgreSQL (--db postgresql://[utilisateur@]hôte[:port]/base) ; l&apos;impression écrit PDF et CSV, sur papier a4 ou letter.
Codes de sortie : 0 compris, 1 échec (fichier ou disque), 2 requête mal formée.
</translation>
    </message>
    <message>
        <source>write to FILE instead of standard output (- is standard output)</source>
        <translation>écrire dans FICHIER au lieu de la sortie standard (- pour la sortie standard)</translation>
    </message>
    <message>
        <source>the roll log as CSV (- for standard output)</source>
        <translation>le journal des jets en CSV (- pour la sortie standard)</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>seconds a client has to send a whole request (by default 10)</source>
        <translation>secondes dont dispose un client pour envoyer une requête entière (par défaut 10)</translation>
    </message>
    <message>
        <source>connections one client address may hold open (by default 32)</source>
        <translation>connexions qu&apos;une même adresse de client peut garder ouvertes (par défaut 32)</translation>
    </message>
    <message>
        <source>seconds the answer to a wrong token waits once one address has tried 5, doubled with each more up to 16 times (by default 0.5; 0, never)</source>
        <translation>secondes d&apos;attente de la réponse à un jeton erroné une fois qu&apos;une adresse en a essayé 5, doublées à chaque essai de plus jusqu&apos;à 16 fois (par défaut 0.5 ; 0, jamais)</translation>
    </message>
    <message>
        <source>proposals one side&apos;s page may send a second from one client address, 1 to 100 (by default 2)</source>
        <translation>propositions que la page d&apos;un camp peut envoyer par seconde depuis une même adresse de client, de 1 à 100 (par défaut 2)</translation>
    </message>
    <message>
        <source>apply a side&apos;s waiting proposal: {&quot;proposal&quot;: ID}</source>
        <translation>appliquer la proposition en attente d&apos;un camp : {&quot;proposal&quot;: ID}</translation>
    </message>
    <message>
        <source>decline a side&apos;s waiting proposal: {&quot;proposal&quot;: ID, &quot;reason&quot;}</source>
        <translation>refuser la proposition en attente d&apos;un camp : {&quot;proposal&quot;: ID, &quot;reason&quot;}</translation>
    </message>
    <message>
        <source>the sides&apos; proposals, as a JSON array</source>
        <translation>les propositions des camps, en tableau JSON</translation>
    </message>
</context>
<context>
    <name>Adc::ConditionList</name>
    <message>
        <source>Small arms</source>
        <translation>Armes légères</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Firer moving</source>
        <translation>Tireur en mouvement</translation>
    </message>
    <message>
        <source>Firer morale</source>
        <translation>Moral du tireur</translation>
    </message>
    <message>
        <source>Firer in smoke</source>
        <translation>Tireur dans la fumée</translation>
    </message>
    <message>
        <source>Target cover</source>
        <translation>Couvert de la cible</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>no fire</source>
        <translation>pas de tir</translation>
    </message>
    <message>
        <source>%1 AP at most</source>
        <translation>%1 PM au plus</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>bataille</translation>
    </message>
    <message>
        <source>battle, overridden</source>
        <translation>bataille, remplacé</translation>
    </message>
    <message>
        <source>umpire</source>
        <translation>arbitre</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Line of sight (artillery)</source>
        <translation>Ligne de vue (artillerie)</translation>
    </message>
</context>
<context>
    <name>Adc::ConnectionBar</name>
    <message>
        <source>&amp;Reconnect</source>
        <translation>&amp;Reconnecter</translation>
    </message>
    <message>
        <source>Open the same battle on the server again</source>
        <translation>Rouvrir la même bataille sur le serveur</translation>
    </message>
    <message>
        <source>Nothing can be changed until the battle is reconnected. %1</source>
        <translation>Rien ne peut être modifié avant que la bataille soit reconnectée. %1</translation>
    </message>
    <message>
        <source>Cannot reconnect: %1</source>
        <translation>Impossible de se reconnecter : %1</translation>
    </message>
</context>
<context>
    <name>Adc::CopyCommand</name>
    <message>
        <source>--from and --to: both battles are needed</source>
        <translation>--from et --to : les deux batailles sont nécessaires</translation>
    </message>
    <message>
        <source>--to: a battle is not copied onto itself</source>
        <translation>--to : une bataille ne se copie pas sur elle-même</translation>
    </message>
</context>
<context>
    <name>Adc::CsvSplitter</name>
    <message>
        <source>a quoted cell is never closed</source>
        <translation>une cellule entre guillemets n&apos;est jamais fermée</translation>
    </message>
    <message>
        <source>cell %1: text after its closing quote</source>
        <translation>cellule %1 : du texte après son guillemet fermant</translation>
    </message>
    <message>
        <source>cell %1: a quote inside an unquoted cell (quote the whole cell and double the quote)</source>
        <translation>cellule %1 : un guillemet dans une cellule sans guillemets (mettez toute la cellule entre guillemets et doublez le guillemet)</translation>
    </message>
</context>
<context>
    <name>Adc::DeclineDialog</name>
    <message>
        <source>Decline the Proposal</source>
        <translation>Refuser la proposition</translation>
    </message>
    <message>
        <source>&amp;Reason, as the side will read it:</source>
        <translation>&amp;Motif, tel que le camp le lira :</translation>
    </message>
    <message>
        <source>a reason of your own, in place of the one above</source>
        <translation>un motif de votre choix, à la place de celui ci-dessus</translation>
    </message>
    <message>
        <source>&amp;Or say why:</source>
        <translation>&amp;Ou dites pourquoi :</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>hors de portée</translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation>pas de ligne de vue</translation>
    </message>
    <message>
        <source>the unit has already acted</source>
        <translation>l&apos;unité a déjà agi</translation>
    </message>
    <message>
        <source>not this segment&apos;s side</source>
        <translation>ce n&apos;est pas le camp de ce segment</translation>
    </message>
</context>
<context>
    <name>Adc::DeclineOrder</name>
    <message>
        <source>say why the proposal is declined</source>
        <translation>dites pourquoi la proposition est refusée</translation>
    </message>
    <message>
        <source>at most %1 characters</source>
        <translation>au plus %1 caractères</translation>
    </message>
</context>
<context>
    <name>Adc::DiceExpression</name>
    <message>
        <source>empty dice expression</source>
        <translation>expression de dés vide</translation>
    </message>
    <message>
        <source>the constants add up to more than %1</source>
        <translation>les constantes font plus de %1 au total</translation>
    </message>
    <message>
        <source>more than %1 dice in all</source>
        <translation>plus de %1 dés en tout</translation>
    </message>
    <message>
        <source>expected + or - or the end, not &apos;%1&apos;</source>
        <translation>+ ou - ou la fin attendu, pas « %1 »</translation>
    </message>
    <message>
        <source>no die to roll (a dice expression needs a die)</source>
        <translation>aucun dé à lancer (une expression de dés demande un dé)</translation>
    </message>
    <message>
        <source>expected a number or a die</source>
        <translation>un nombre ou un dé attendu</translation>
    </message>
    <message>
        <source>the constant %1 is above %2</source>
        <translation>la constante %1 dépasse %2</translation>
    </message>
    <message>
        <source>the number of dice must be 1 to %1, not %2</source>
        <translation>le nombre de dés doit aller de 1 à %1, pas %2</translation>
    </message>
    <message>
        <source>expected the number of sides after &apos;d&apos;</source>
        <translation>le nombre de faces attendu après « d »</translation>
    </message>
    <message>
        <source>a die has %1 to %2 sides, not %3</source>
        <translation>un dé a de %1 à %2 faces, pas %3</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1 à %2 : %3</translation>
    </message>
</context>
<context>
    <name>Adc::DiceHistory</name>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (annulé)</translation>
    </message>
</context>
<context>
    <name>Adc::DiceOrigins</name>
    <message>
        <source>expected a list of dice fields</source>
        <translation>une liste de champs de dés est attendue</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no dice given in this action</source>
        <translation>« %1 » ne nomme aucun dé donné dans cette action</translation>
    </message>
</context>
<context>
    <name>Adc::DicePresets</name>
    <message>
        <source>The fire die</source>
        <translation>Le dé de tir</translation>
    </message>
    <message>
        <source>Boxcars: the extra AP roll</source>
        <translation>Surconsommation : le jet de PM supplémentaires</translation>
    </message>
    <message>
        <source>Class dice: Elite (a ruling)</source>
        <translation>Dés de classe : Élite (une décision)</translation>
    </message>
    <message>
        <source>Class dice: Line (a ruling)</source>
        <translation>Dés de classe : Ligne (une décision)</translation>
    </message>
    <message>
        <source>Class dice: Conscript (a ruling)</source>
        <translation>Dés de classe : Conscrits (une décision)</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Conscript</source>
        <translation>Conscrits</translation>
    </message>
</context>
<context>
    <name>Adc::DiceRoll</name>
    <message>
        <source>no dice expression to roll</source>
        <translation>aucune expression de dés à lancer</translation>
    </message>
    <message>
        <source>%1 needs %2 face(s), %3 given</source>
        <translation>%1 demande %2 face(s), %3 donnée(s)</translation>
    </message>
    <message>
        <source>face %1 is %2, which a d%3 cannot show (1 to %3)</source>
        <translation>la face %1 vaut %2, ce qu&apos;un d%3 ne peut pas montrer (1 à %3)</translation>
    </message>
</context>
<context>
    <name>Adc::DiceTray</name>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés :</translation>
    </message>
    <message>
        <source>1d10, 2d6+1, d12-1, 3d6...</source>
        <translation>1d10, 2d6+1, d12-1, 3d6...</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>what the roll is for (optional, kept in the log)</source>
        <translation>l&apos;objet du jet (facultatif, gardé au journal)</translation>
    </message>
    <message>
        <source>Re&amp;cord</source>
        <translation>&amp;Noter</translation>
    </message>
    <message>
        <source>Record the faces rolled at the table</source>
        <translation>Noter les faces lancées sur la table</translation>
    </message>
    <message>
        <source>Rolled &amp;at the table:</source>
        <translation>Lancé sur la t&amp;able :</translation>
    </message>
    <message>
        <source>its face, e.g. 7</source>
        <translation>sa face, p. ex. 7</translation>
    </message>
    <message>
        <source>%1 faces, e.g. 3 5</source>
        <translation>%1 faces, p. ex. 3 5</translation>
    </message>
    <message>
        <source>The faces of %1 rolled at the table, in order</source>
        <translation>Les faces de %1 lancées sur la table, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>%1: mean %2, %3 (too many totals to chart)</source>
        <translation>%1 : moyenne %2, %3 (trop de totaux pour un graphique)</translation>
    </message>
    <message>
        <source>Odds of %1</source>
        <translation>Probabilités de %1</translation>
    </message>
    <message>
        <source>mean &lt;b&gt;%1&lt;/b&gt; · %2</source>
        <translation>moyenne &lt;b&gt;%1&lt;/b&gt; · %2</translation>
    </message>
    <message>
        <source>“%1” is not a die face: type the faces as numbers, e.g. 3 5</source>
        <translation>« %1 » n&apos;est pas une face de dé : tapez les faces en chiffres, p. ex. 3 5</translation>
    </message>
    <message>
        <source>%1 needs %2 face(s), %3 typed</source>
        <translation>%1 demande %2 face(s), %3 saisie(s)</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Non noté : %1</translation>
    </message>
    <message>
        <source>%1 (no battle open: not logged)</source>
        <translation>%1 (aucune bataille ouverte : non consigné)</translation>
    </message>
    <message>
        <source>Not logged: %1</source>
        <translation>Non consigné : %1</translation>
    </message>
    <message>
        <source>The battle logged a roll that does not read: %1</source>
        <translation>La bataille a consigné un jet illisible : %1</translation>
    </message>
    <message>
        <source> · %1 or more: %2%, exactly: %3%</source>
        <translation> · %1 ou plus : %2 %, exactement : %3 %</translation>
    </message>
    <message>
        <source>His&amp;tory</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>F&amp;or:</source>
        <translation>&amp;Pour :</translation>
    </message>
</context>
<context>
    <name>Adc::DicesEntry</name>
    <message>
        <source>&amp;Dice %1:</source>
        <translation>&amp;Dés %1 :</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a face</source>
        <translation>« %1 » n&apos;est pas une face</translation>
    </message>
    <message>
        <source>1 face expected</source>
        <translation>1 face attendue</translation>
    </message>
    <message>
        <source>%1 faces expected</source>
        <translation>%1 faces attendues</translation>
    </message>
    <message>
        <source>type the faces, or leave empty to roll on screen</source>
        <translation>tapez les faces, ou laissez vide pour lancer à l&apos;écran</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
</context>
<context>
    <name>Adc::DisciplineAction</name>
    <message>
        <source>%1 is not what the faces make (%2)</source>
        <translation>%1 n&apos;est pas ce que font les faces (%2)</translation>
    </message>
</context>
<context>
    <name>Adc::DisciplineDialog</name>
    <message>
        <source>Fire Discipline</source>
        <translation>Discipline de feu</translation>
    </message>
    <message>
        <source>Unit and trigger</source>
        <translation>Unité et déclencheur</translation>
    </message>
    <message>
        <source>Odds and dice</source>
        <translation>Probabilités et dés</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Choose the unit that rolls.</source>
        <translation>Choisissez l&apos;unité qui lance.</translation>
    </message>
    <message>
        <source>&amp;Roll and apply</source>
        <translation>&amp;Lancer et appliquer</translation>
    </message>
    <message>
        <source>Apply &amp;total %1</source>
        <translation>Appliquer le &amp;total %1</translation>
    </message>
    <message>
        <source>&amp;Odds</source>
        <translation>&amp;Probabilités</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dés : %1</translation>
    </message>
</context>
<context>
    <name>Adc::DisciplineOddsPage</name>
    <message>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; rolls %2 on the &lt;b&gt;%3&lt;/b&gt; column: %4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; lance %2 dans la colonne &lt;b&gt;%3&lt;/b&gt; : %4.</translation>
    </message>
    <message>
        <source>&amp;Class dice %1:</source>
        <translation>Dés de &amp;classe %1 :</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>%1 on %2: free %3%</source>
        <translation>%1 sur %2 : libre %3 %</translation>
    </message>
</context>
<context>
    <name>Adc::DisciplinePlanner</name>
    <message>
        <source>the %1 class dice &quot;%2&quot; of the rulings do not read: %3</source>
        <translation>les dés de classe %1 « %2 » des décisions sont illisibles : %3</translation>
    </message>
    <message>
        <source>%1 is %2: fire discipline is rolled by infantry (&quot;Anytime you attempt to move an infantry unit forward ... Anytime your infantry unit takes fire that can be returned&quot;); a battery does not roll it</source>
        <translation>%1 est %2 : la discipline de feu est lancée par l&apos;infanterie (&quot;Anytime you attempt to move an infantry unit forward ... Anytime your infantry unit takes fire that can be returned&quot;) ; une batterie ne la lance pas</translation>
    </message>
</context>
<context>
    <name>Adc::DisciplineQueries</name>
    <message>
        <source>give one of rolls, dice or class, not several</source>
        <translation>donnez un seul de rolls, dice ou class, pas plusieurs</translation>
    </message>
    <message>
        <source>missing (give roll, or dice or class for the odds)</source>
        <translation>manquant (donnez roll, ou dice ou class pour les probabilités)</translation>
    </message>
    <message>
        <source>give one of roll, dice or class, not several</source>
        <translation>donnez un seul de roll, dice ou class, pas plusieurs</translation>
    </message>
</context>
<context>
    <name>Adc::DisciplineResultPage</name>
    <message>
        <source>The unit does as ordered.</source>
        <translation>L&apos;unité agit selon ses ordres.</translation>
    </message>
    <message>
        <source>The unit fires: during approach, when the enemy is within %1&quot;.</source>
        <translation>L&apos;unité tire : pendant l&apos;approche, quand l&apos;ennemi est à %1&quot; ou moins.</translation>
    </message>
    <message>
        <source>The unit fires.</source>
        <translation>L&apos;unité tire.</translation>
    </message>
    <message>
        <source>The unit enters firefight status (during approach, when the enemy is within %1&quot;).</source>
        <translation>L&apos;unité entre en état de fusillade (pendant l&apos;approche, quand l&apos;ennemi est à %1&quot; ou moins).</translation>
    </message>
    <message>
        <source>The unit enters firefight status.</source>
        <translation>L&apos;unité entre en état de fusillade.</translation>
    </message>
    <message>
        <source>&amp;Fire...</source>
        <translation>&amp;Tir...</translation>
    </message>
    <message>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <source>%1 rolled &lt;b&gt;%2&lt;/b&gt;%3: row &lt;b&gt;%4&lt;/b&gt; of the &lt;b&gt;%5&lt;/b&gt; column.</source>
        <translation>%1 a lancé &lt;b&gt;%2&lt;/b&gt;%3 : ligne &lt;b&gt;%4&lt;/b&gt; de la colonne &lt;b&gt;%5&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>It leaves firefight status.</source>
        <translation>Elle sort de l&apos;état de fusillade.</translation>
    </message>
    <message>
        <source>It is in firefight status.</source>
        <translation>Elle est en état de fusillade.</translation>
    </message>
    <message>
        <source>Trigger: %1. Logged as one action.</source>
        <translation>Déclencheur : %1. Consigné comme une seule action.</translation>
    </message>
    <message>
        <source>Rolled %1: %2</source>
        <translation>Lancé %1 : %2</translation>
    </message>
    <message>
        <source>&amp;Fire (within %1&quot;)...</source>
        <translation>&amp;Tir (à %1&quot; ou moins)...</translation>
    </message>
</context>
<context>
    <name>Adc::DisciplineTrigger</name>
    <message>
        <source>Infantry ordered forward within 4&quot; of a facing enemy infantry unit</source>
        <translation>Infanterie ayant ordre d&apos;avancer à 4&quot; ou moins d&apos;une infanterie ennemie qui lui fait face</translation>
    </message>
    <message>
        <source>Infantry taking fire that it can return</source>
        <translation>Infanterie subissant un tir auquel elle peut répondre</translation>
    </message>
    <message>
        <source>A unit in a firefight trying anything but fire (doing nothing counts)</source>
        <translation>Une unité en fusillade tentant autre chose que tirer (ne rien faire compte)</translation>
    </message>
    <message>
        <source>Defending infantry facing a charge: roll at each inch from 4&quot; until it fails</source>
        <translation>Infanterie en défense face à une charge : jet à chaque pouce depuis 4&quot; jusqu&apos;à un échec</translation>
    </message>
</context>
<context>
    <name>Adc::DisciplineUnitPage</name>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Unité :</translation>
    </message>
    <message>
        <source>&amp;Trigger:</source>
        <translation>&amp;Déclencheur :</translation>
    </message>
    <message>
        <source>NORMAL</source>
        <translation>NORMALE</translation>
    </message>
    <message>
        <source>IN SMOKE</source>
        <translation>DANS LA FUMÉE</translation>
    </message>
    <message>
        <source>FIREFIGHT</source>
        <translation>FUSILLADE</translation>
    </message>
    <message>
        <source>Choose the unit that rolls.</source>
        <translation>Choisissez l&apos;unité qui lance.</translation>
    </message>
    <message>
        <source>it is in a firefight</source>
        <translation>elle est en fusillade</translation>
    </message>
    <message>
        <source>it is in smoke</source>
        <translation>elle est dans la fumée</translation>
    </message>
    <message>
        <source>not in a firefight, not in smoke</source>
        <translation>ni en fusillade, ni dans la fumée</translation>
    </message>
    <message>
        <source>Fire discipline is rolled for infantry; %1 is %2.</source>
        <translation>La discipline de feu se lance pour l&apos;infanterie ; %1 est %2.</translation>
    </message>
    <message>
        <source>Type the name of the unit that rolls (or its brigade or side).</source>
        <translation>Tapez le nom de l&apos;unité qui lance les dés (ou sa brigade ou son camp).</translation>
    </message>
    <message>
        <source>Column &lt;b&gt;%1&lt;/b&gt; (%2). Class dice of %3: &lt;b&gt;%4&lt;/b&gt; (the battle&apos;s rulings).</source>
        <translation>Colonne &lt;b&gt;%1&lt;/b&gt; (%2). Dés de classe des %3 : &lt;b&gt;%4&lt;/b&gt; (les décisions de la bataille).</translation>
    </message>
</context>
<context>
    <name>Adc::DockShortcuts</name>
    <message>
        <source>Show %1</source>
        <translation>Afficher %1</translation>
    </message>
    <message>
        <source>Brings the %1 panel to the front</source>
        <translation>Amène le panneau %1 au premier plan</translation>
    </message>
</context>
<context>
    <name>Adc::EditAction</name>
    <message>
        <source>value: there is no feature named %1</source>
        <translation>value : aucun élément nommé %1</translation>
    </message>
</context>
<context>
    <name>Adc::EditOrder</name>
    <message>
        <source>%1 is not a unit field (one of %2)</source>
        <translation>%1 n&apos;est pas un champ d&apos;unité (l&apos;un de %2)</translation>
    </message>
    <message>
        <source>null is no value; give the field&apos;s new value</source>
        <translation>null n&apos;est pas une valeur ; donnez la nouvelle valeur du champ</translation>
    </message>
</context>
<context>
    <name>Adc::EndSegmentDialog</name>
    <message>
        <source>End of Segment</source>
        <translation>Fin de segment</translation>
    </message>
    <message>
        <source>Recovery sweep</source>
        <translation>Récupération</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Segment %1 of turn %2 ended</source>
        <translation>Segment %1 du tour %2 terminé</translation>
    </message>
    <message>
        <source>Now: turn %1, segment %2, %3&apos;s initiative.</source>
        <translation>Maintenant : tour %1, segment %2, initiative de %3.</translation>
    </message>
    <message>
        <source>No unit changed.</source>
        <translation>Aucune unité n&apos;a changé.</translation>
    </message>
    <message>
        <source>Logged as one action.</source>
        <translation>Consigné comme une seule action.</translation>
    </message>
    <message>
        <source>no side</source>
        <translation>aucun camp</translation>
    </message>
    <message>
        <source>This is the turn&apos;s last segment: End Turn ends it, with the turn&apos;s replenishment.</source>
        <translation>C&apos;est le dernier segment du tour : Fin de tour le termine, avec le réapprovisionnement du tour.</translation>
    </message>
    <message>
        <source>End &amp;Turn...</source>
        <translation>Fin de &amp;tour...</translation>
    </message>
    <message>
        <source>&amp;Apply: on to segment %1</source>
        <translation>&amp;Appliquer : passer au segment %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of turn %1, segment %2&lt;/b&gt; (%3&apos;s initiative). Check what only the table knows: each unit that moved, and each with an enemy within 12&quot;. Boxes marked &quot;from the log&quot; were ticked from what the log shows; untick any that is wrong. The preview follows. Space toggles a box.</source>
        <translation>&lt;b&gt;Fin du tour %1, segment %2&lt;/b&gt; (initiative de %3). Vérifiez ce que seule la table sait : chaque unité qui a bougé, et chacune avec un ennemi à 12&quot; ou moins. Les cases marquées « d&apos;après le journal » ont été cochées d&apos;après ce que montre le journal ; décochez celles qui sont fausses. L&apos;aperçu suit. Espace coche ou décoche une case.</translation>
    </message>
</context>
<context>
    <name>Adc::EndTurnDialog</name>
    <message>
        <source>End of Turn</source>
        <translation>Fin de tour</translation>
    </message>
    <message>
        <source>Last segment&apos;s sweep</source>
        <translation>Fin du dernier segment</translation>
    </message>
    <message>
        <source>Replenishment</source>
        <translation>Réapprovisionnement</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of turn %1&lt;/b&gt;: segment %2 (%3&apos;s initiative) ends first. Check each unit that moved and each with an enemy within 12&quot;; Space toggles a box.</source>
        <translation>&lt;b&gt;Fin du tour %1&lt;/b&gt; : le segment %2 (initiative de %3) se termine d&apos;abord. Cochez chaque unité qui a bougé et chacune avec un ennemi à 12&quot; ou moins ; Espace coche une case.</translation>
    </message>
    <message>
        <source>&amp;Replenishment</source>
        <translation>&amp;Réapprovisionnement</translation>
    </message>
    <message>
        <source>&lt;b&gt;Replenishment.&lt;/b&gt; Check each unit that stayed %1&quot; or more from every enemy for the whole turn: infantry refills after %2 such turn, artillery after %3 in a row. A unit left unchecked starts counting again from 0.</source>
        <translation>&lt;b&gt;Réapprovisionnement.&lt;/b&gt; Cochez chaque unité restée à %1&quot; ou plus de tout ennemi pendant tout le tour : l&apos;infanterie se réapprovisionne après %2 tour ainsi, l&apos;artillerie après %3 de suite. Une unité non cochée recommence à compter depuis 0.</translation>
    </message>
    <message>
        <source>&amp;Apply: on to turn %1</source>
        <translation>&amp;Appliquer : passer au tour %1</translation>
    </message>
</context>
<context>
    <name>Adc::EndTurnResultPage</name>
    <message>
        <source>Replenishment</source>
        <translation>Réapprovisionnement</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 turns out of contact: refilled to %2</source>
        <translation>%1 tours hors de contact : réapprovisionnée à %2</translation>
    </message>
    <message>
        <source>%1 turns out of contact; %2 more to go</source>
        <translation>%1 tours hors de contact ; encore %2</translation>
    </message>
    <message>
        <source>The last segment&apos;s sweep</source>
        <translation>La fin du dernier segment</translation>
    </message>
    <message>
        <source>ball %1, canister %2</source>
        <translation>boulet %1, mitraille %2</translation>
    </message>
    <message>
        <source>%1 AP</source>
        <translation>%1 PM</translation>
    </message>
    <message>
        <source>Turn %1 ended</source>
        <translation>Tour %1 terminé</translation>
    </message>
    <message>
        <source>Now: turn %1, segment %2, %3&apos;s initiative.</source>
        <translation>Maintenant : tour %1, segment %2, initiative de %3.</translation>
    </message>
    <message>
        <source>Logged as one action.</source>
        <translation>Consigné comme une seule action.</translation>
    </message>
    <message>
        <source>the segment&apos;s marks cleared (fired, moved, fired upon)</source>
        <translation>marques du segment effacées (a tiré, a bougé, a subi un tir)</translation>
    </message>
    <message>
        <source>in contact: its turns out of contact start again</source>
        <translation>au contact : ses tours hors de contact repartent de zéro</translation>
    </message>
    <message>
        <source>%1 turns out of contact</source>
        <translation>%1 tours hors de contact</translation>
    </message>
    <message>
        <source>changed (its panel shows it)</source>
        <translation>modifiée (voir son panneau)</translation>
    </message>
    <message>
        <source>Other units changed</source>
        <translation>Autres unités modifiées</translation>
    </message>
</context>
<context>
    <name>Adc::EnemyRows</name>
    <message>
        <source>a few castings</source>
        <translation>quelques figurines</translation>
    </message>
    <message>
        <source>about %1 castings</source>
        <translation>environ %1 figurines</translation>
    </message>
    <message>
        <source>Enemy in sight</source>
        <translation>Ennemi en vue</translation>
    </message>
    <message>
        <source>No enemy unit in sight</source>
        <translation>Aucune unité ennemie en vue</translation>
    </message>
</context>
<context>
    <name>Adc::ExpressionMessage</name>
    <message>
        <source>Type a dice expression such as 1d10, 2d6+1 or d12-1.</source>
        <translation>Tapez une expression de dés comme 1d10, 2d6+1 ou d12-1.</translation>
    </message>
</context>
<context>
    <name>Adc::FailureWords</name>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
    <message>
        <source>Not accepted: %1</source>
        <translation>Non accepté : %1</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Non fait : %1</translation>
    </message>
    <message>
        <source>%1: refused</source>
        <translation>%1 : refusé</translation>
    </message>
</context>
<context>
    <name>Adc::FeatureAction</name>
    <message>
        <source>%1 is occupied by unit %2; place it elsewhere first</source>
        <translation>%1 est occupé par l&apos;unité %2 ; placez-la d&apos;abord ailleurs</translation>
    </message>
    <message>
        <source>there is already a feature named %1</source>
        <translation>il existe déjà un élément nommé %1</translation>
    </message>
    <message>
        <source>there is no feature named %1</source>
        <translation>aucun élément nommé %1</translation>
    </message>
</context>
<context>
    <name>Adc::FeatureDetails</name>
    <message>
        <source>any arm</source>
        <translation>toute arme</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>; only %1 may stand in it</source>
        <translation> ; seule %1 peut s&apos;y tenir</translation>
    </message>
    <message numerus="yes">
        <source>, %n unit(s) at a time</source>
        <translation>
            <numerusform>, %n unité à la fois</numerusform>
            <numerusform>, %n unités à la fois</numerusform>
        </translation>
    </message>
    <message>
        <source>an infantry unit</source>
        <translation>une unité d&apos;infanterie</translation>
    </message>
    <message>
        <source>%1 may not stand here: %2</source>
        <translation>%1 ne peut pas se tenir ici : %2</translation>
    </message>
    <message>
        <source>Morale for %1 inside: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Moral de %1 à l&apos;intérieur : &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the hill bonus holds while upslope of the nearest enemy</source>
        <translation>le bonus de colline vaut tant que l&apos;unité est plus haut sur la pente que l&apos;ennemi le plus proche</translation>
    </message>
    <message>
        <source>the parapet bonus is lost when attacked from a side without a parapet</source>
        <translation>le bonus du parapet est perdu quand l&apos;attaque vient d&apos;un côté sans parapet</translation>
    </message>
    <message>
        <source>the LTF bonus goes to infantry lined up behind it and declared defending it</source>
        <translation>le bonus d&apos;obstacle linéaire va à l&apos;infanterie alignée derrière lui et déclarée le défendre</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, cover %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2, couvert %3</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>BUA (village, farm, town area)</source>
        <translation>Zone bâtie (village, ferme, quartier de ville)</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <source>Wooded hill</source>
        <translation>Colline boisée</translation>
    </message>
    <message>
        <source>Redoubt</source>
        <translation>Redoute</translation>
    </message>
    <message>
        <source>LTF (wall, thick hedge, stream)</source>
        <translation>Obstacle linéaire (mur, haie épaisse, ruisseau)</translation>
    </message>
</context>
<context>
    <name>Adc::FeatureTable</name>
    <message>
        <source>a change outside an action</source>
        <translation>un changement hors d&apos;une action</translation>
    </message>
</context>
<context>
    <name>Adc::FeatureTree</name>
    <message>
        <source>Feature</source>
        <translation>Élément de terrain</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Couvert</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Contient</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1, no limit</source>
        <translation>%1, sans limite</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Plein</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
</context>
<context>
    <name>Adc::FileActions</name>
    <message>
        <source>&amp;New Battle...</source>
        <translation>&amp;Nouvelle bataille...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open a battle to look at it without any risk of changing it</source>
        <translation>Ouvrir une bataille pour la consulter sans aucun risque de la modifier</translation>
    </message>
    <message>
        <source>Save a &amp;Copy...</source>
        <translation>Enregistrer une &amp;copie...</translation>
    </message>
    <message>
        <source>Write a copy of the battle as it stands to a new file</source>
        <translation>Écrire une copie de la bataille telle qu&apos;elle est dans un nouveau fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>New Battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>Name of the battle:</source>
        <translation>Nom de la bataille :</translation>
    </message>
    <message>
        <source>Open Battle</source>
        <translation>Ouvrir une bataille</translation>
    </message>
    <message>
        <source>Open Battle Read-Only</source>
        <translation>Ouvrir une bataille en lecture seule</translation>
    </message>
    <message>
        <source>Save a Copy</source>
        <translation>Enregistrer une copie</translation>
    </message>
    <message>
        <source> copy.adc</source>
        <translation> copie.adc</translation>
    </message>
    <message>
        <source>Battles (*.adc);;All files (*)</source>
        <translation>Batailles (*.adc);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>C&amp;heck Battle</source>
        <translation>&amp;Vérifier la bataille</translation>
    </message>
    <message>
        <source>Check the battle file and replay its whole log against the battle as it stands</source>
        <translation>Vérifier le fichier de bataille et rejouer tout son journal contre la bataille telle qu&apos;elle est</translation>
    </message>
    <message>
        <source>The battle file is sound:</source>
        <translation>Le fichier de bataille est sain :</translation>
    </message>
    <message numerus="yes">
        <source>The battle file has %n problem(s):</source>
        <translation>
            <numerusform>Le fichier de bataille a %n problème :</numerusform>
            <numerusform>Le fichier de bataille a %n problèmes :</numerusform>
        </translation>
    </message>
    <message>
        <source>Check Battle</source>
        <translation>Vérifier la bataille</translation>
    </message>
    <message>
        <source>Open Rea&amp;d-Only...</source>
        <translation>Ouvrir en &amp;lecture seule...</translation>
    </message>
</context>
<context>
    <name>Adc::FireAction</name>
    <message>
        <source>%1 lists of faces for %2 roll(s)</source>
        <translation>%1 listes de faces pour %2 jet(s)</translation>
    </message>
    <message>
        <source>unit %1 cannot fire at itself</source>
        <translation>l&apos;unité %1 ne peut pas tirer sur elle-même</translation>
    </message>
    <message>
        <source>unit %1 is the target or a firer</source>
        <translation>l&apos;unité %1 est la cible ou un tireur</translation>
    </message>
    <message>
        <source>given for a single firer only</source>
        <translation>donné pour un seul tireur seulement</translation>
    </message>
    <message>
        <source>expected half (0.5) or whole stands</source>
        <translation>demi (0.5) ou socles entiers attendus</translation>
    </message>
    <message>
        <source>%1 rolls for %2 firer(s)</source>
        <translation>%1 jets pour %2 tireur(s)</translation>
    </message>
    <message>
        <source>%1 dice for %2 ricochet target(s)</source>
        <translation>%1 dés pour %2 cible(s) de ricochet</translation>
    </message>
    <message>
        <source>%1 do not make the boxcars roll %2</source>
        <translation>%1 ne font pas le jet de surconsommation %2</translation>
    </message>
    <message>
        <source>no boxcars: boxcars_roll not used</source>
        <translation>pas de surconsommation : boxcars_roll non utilisé</translation>
    </message>
    <message>
        <source>no unit with id %1</source>
        <translation>aucune unité d&apos;id %1</translation>
    </message>
    <message>
        <source>unit %1 is listed twice</source>
        <translation>l&apos;unité %1 est citée deux fois</translation>
    </message>
    <message>
        <source>no feature with id %1</source>
        <translation>aucun élément de terrain d&apos;identifiant %1</translation>
    </message>
    <message>
        <source>unit %1 fires from inside it</source>
        <translation>l&apos;unité %1 tire depuis l&apos;intérieur</translation>
    </message>
</context>
<context>
    <name>Adc::FireBoxcarsPage</name>
    <message>
        <source>%1-%2: %3 more AP</source>
        <translation>%1-%2 : %3 PM de plus</translation>
    </message>
    <message>
        <source>&lt;b&gt;Die %1: boxcars.&lt;/b&gt; Each firer rolls %2 for the ammunition it loses beyond the fire (%3; never below 0).</source>
        <translation>&lt;b&gt;Dé %1 : surconsommation.&lt;/b&gt; Chaque tireur lance %2 pour les munitions qu&apos;il perd en plus du tir (%3 ; jamais sous 0).</translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1, %2 :</translation>
    </message>
</context>
<context>
    <name>Adc::FireChart</name>
    <message>
        <source>%1 stands: beyond the chart, the %2 row plus %3 step(s) in every column (the ruling “Extend the fire chart” is on)</source>
        <translation>%1 socles : au-delà du tableau, la ligne %2 plus %3 palier(s) dans chaque colonne (la décision « Prolonger le tableau de tir » est activée)</translation>
    </message>
    <message>
        <source>%1 stands: beyond the chart; the %2 row is read (the ruling “Extend the fire chart” is off)</source>
        <translation>%1 socles : au-delà du tableau ; on lit la ligne %2 (la décision « Prolonger le tableau de tir » est désactivée)</translation>
    </message>
    <message>
        <source>%1 tubes: beyond the chart, the %2 row plus %3 step(s) in every column (the ruling “Extend the fire chart” is on)</source>
        <translation>%1 pièces : au-delà du tableau, la ligne %2 plus %3 palier(s) dans chaque colonne (la décision « Prolonger le tableau de tir » est activée)</translation>
    </message>
    <message>
        <source>%1 tubes: beyond the chart; the %2 row is read (the ruling “Extend the fire chart” is off)</source>
        <translation>%1 pièces : au-delà du tableau ; on lit la ligne %2 (la décision « Prolonger le tableau de tir » est désactivée)</translation>
    </message>
</context>
<context>
    <name>Adc::FireDialog</name>
    <message>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Firer and target</source>
        <translation>Tireur et cible</translation>
    </message>
    <message>
        <source>Odds and die</source>
        <translation>Probabilités et dé</translation>
    </message>
    <message>
        <source>Boxcars</source>
        <translation>Surconsommation</translation>
    </message>
    <message>
        <source>Ricochet</source>
        <translation>Ricochet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Apply with %1</source>
        <translation>Appliquer avec %1</translation>
    </message>
    <message>
        <source>ricochet</source>
        <translation>ricochet</translation>
    </message>
    <message>
        <source>ricochets</source>
        <translation>ricochets</translation>
    </message>
    <message>
        <source>Apply, no ricochet</source>
        <translation>Appliquer, sans ricochet</translation>
    </message>
    <message>
        <source>Apply with die &amp;%1</source>
        <translation>Appliquer avec le dé &amp;%1</translation>
    </message>
    <message>
        <source>&amp;Roll boxcars and apply</source>
        <translation>&amp;Lancer les dés de surconsommation et appliquer</translation>
    </message>
    <message>
        <source>No fire: %1</source>
        <translation>Pas de tir : %1</translation>
    </message>
    <message>
        <source>Die: %1</source>
        <translation>Dé : %1</translation>
    </message>
    <message>
        <source>Boxcars: %1</source>
        <translation>Surconsommation : %1</translation>
    </message>
    <message>
        <source>Ricochet dice: %1</source>
        <translation>Dés de ricochet : %1</translation>
    </message>
    <message>
        <source>The fire is not ready: what is missing is shown above.</source>
        <translation>Le tir n&apos;est pas prêt : ce qui manque est indiqué ci-dessus.</translation>
    </message>
    <message>
        <source>The fire cannot be made as set up: the reason is shown above.</source>
        <translation>Le tir ne peut pas être fait tel qu&apos;il est préparé : la raison est indiquée ci-dessus.</translation>
    </message>
    <message>
        <source>Ricochet: %1</source>
        <translation>Ricochet : %1</translation>
    </message>
    <message>
        <source>R&amp;oll and apply</source>
        <translation>Lanc&amp;er et appliquer</translation>
    </message>
    <message>
        <source>The fire cannot be made as set up: %1. Press Enter again to scrounge.</source>
        <translation>Le tir ne peut pas se faire tel qu&apos;il est préparé : %1. Appuyez de nouveau sur Entrée pour chercher des munitions.</translation>
    </message>
    <message>
        <source>&amp;Roll this firer&apos;s boxcars</source>
        <translation>&amp;Lancer les dés de surconsommation de ce tireur</translation>
    </message>
</context>
<context>
    <name>Adc::FireModifiers</name>
    <message>
        <source>%1 ignored: it concerns %2 only</source>
        <translation>%1 ignoré : il ne concerne que %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source> (%1 too when the ruling %2 is on)</source>
        <translation> (%1 aussi quand la décision %2 est active)</translation>
    </message>
</context>
<context>
    <name>Adc::FireOddsPage</name>
    <message>
        <source>casualty steps</source>
        <translation>paliers de pertes</translation>
    </message>
    <message>
        <source>&amp;Die (d%1):</source>
        <translation>&amp;Dé (d%1) :</translation>
    </message>
    <message>
        <source>%1 %2, %3 AP</source>
        <translation>%1 %2, %3 PM</translation>
    </message>
    <message>
        <source>%1, %2 AP</source>
        <translation>%1, %2 PM</translation>
    </message>
    <message>
        <source>No fire: %1</source>
        <translation>Pas de tir : %1</translation>
    </message>
    <message>
        <source>Modifiers in all</source>
        <translation>Total des modificateurs</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Tranche</translation>
    </message>
    <message>
        <source>Row (stands)</source>
        <translation>Ligne (socles)</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Expected %1 casualty steps</source>
        <translation>Attendu : %1 paliers de pertes</translation>
    </message>
    <message>
        <source>Expected: &lt;b&gt;%1&lt;/b&gt; steps.</source>
        <translation>Attendu : &lt;b&gt;%1&lt;/b&gt; paliers.</translation>
    </message>
    <message>
        <source>Boxcars (a natural %1) %2%: each firer rolls 2d6 for more AP lost.</source>
        <translation>Surconsommation (un %1 naturel) %2 % : chaque tireur lance 2d6 pour des PM perdus en plus.</translation>
    </message>
    <message>
        <source>Spends %1 AP a firer.</source>
        <translation>Dépense %1 PM par tireur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; fire together at &lt;b&gt;%2&lt;/b&gt;, %3 (%4)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; tirent ensemble sur &lt;b&gt;%2&lt;/b&gt;, %3 (%4)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; fires at &lt;b&gt;%2&lt;/b&gt;, %3 (%4)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; tire sur &lt;b&gt;%2&lt;/b&gt;, %3 (%4)</translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <translation>%1 : %2 %</translation>
    </message>
    <message>
        <source>step</source>
        <translation>palier</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>paliers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Odds&lt;/b&gt;: %1. Band %2, modifiers %3 in all, row %4: expected %5 steps. &lt;b&gt;Enter rolls and applies&lt;/b&gt;; Odds and die... to type a die thrown at the table.</source>
        <translation>&lt;b&gt;Probabilités&lt;/b&gt; : %1. Tranche %2, modificateurs %3 en tout, ligne %4 : %5 paliers attendus. &lt;b&gt;Entrée lance et applique&lt;/b&gt; ; Probabilités et dé... pour saisir un dé lancé à la table.</translation>
    </message>
    <message>
        <source>the edge of %1 (ricochet on each unit in it, next)</source>
        <translation>la lisière de %1 (ricochet sur chaque unité qui s&apos;y trouve, ensuite)</translation>
    </message>
</context>
<context>
    <name>Adc::FireOrder</name>
    <message>
        <source>name at least one unit</source>
        <translation>nommez au moins une unité</translation>
    </message>
    <message>
        <source>give a target or a target_feature, not both</source>
        <translation>donnez une cible (target) ou un target_feature, pas les deux</translation>
    </message>
</context>
<context>
    <name>Adc::FirePlanner</name>
    <message>
        <source>%1 has no castings left</source>
        <translation>%1 n&apos;a plus de figurines</translation>
    </message>
    <message>
        <source>firers: a firer is not in the battle</source>
        <translation>firers : un tireur n&apos;est pas dans la bataille</translation>
    </message>
    <message>
        <source>firers: no firer</source>
        <translation>firers : aucun tireur</translation>
    </message>
    <message>
        <source>ricochet: a unit is not in the battle</source>
        <translation>ricochet : une unité n&apos;est pas dans la bataille</translation>
    </message>
    <message>
        <source>target: not in the battle</source>
        <translation>target : pas dans la bataille</translation>
    </message>
    <message>
        <source>%1 and %2 are both of %3</source>
        <translation>%1 et %2 sont tous deux de %3</translation>
    </message>
    <message>
        <source>stands: %1 has only %2 firing stands</source>
        <translation>stands : %1 n&apos;a que %2 socles qui tirent</translation>
    </message>
    <message>
        <source>%1 has %2 %3AP left, not the %4 this fire spends</source>
        <translation>il reste à %1 %2 %3PM, pas les %4 que dépense ce tir</translation>
    </message>
    <message>
        <source>ricochet: </source>
        <translation>ricochet : </translation>
    </message>
    <message>
        <source>ricochet on %1: %2</source>
        <translation>ricochet sur %1 : %2</translation>
    </message>
    <message>
        <source>%1 occupies %2: it occupies the whole of it and cannot be outflanked</source>
        <translation>%1 occupe %2 : elle l&apos;occupe en entier et ne peut pas être prise de flanc</translation>
    </message>
    <message>
        <source>ricochet on %1: %2 from the original target; ricochet reaches units within %3 of it</source>
        <translation>ricochet sur %1 : à %2 de la cible d&apos;origine ; le ricochet atteint les unités à %3 ou moins de celle-ci</translation>
    </message>
    <message>
        <source>target_feature: not a feature of the battle</source>
        <translation>target_feature : pas un élément de terrain de la bataille</translation>
    </message>
    <message>
        <source>%1 is no farm or block of a town: only fire at a town&apos;s edge ricochets through a block</source>
        <translation>%1 n&apos;est ni une ferme ni un pâté de maisons : seul un tir sur la lisière d&apos;un village ricoche à travers un pâté</translation>
    </message>
    <message>
        <source>fire at the edge of a town block is artillery ball fire: only ball ricochets through the block</source>
        <translation>le tir sur la lisière d&apos;un pâté de maisons est un tir d&apos;artillerie au boulet : seul le boulet ricoche à travers le pâté</translation>
    </message>
    <message>
        <source>no unit occupies %1: ricochet through it would hit nobody</source>
        <translation>aucune unité n&apos;occupe %1 : un ricochet à travers ne toucherait personne</translation>
    </message>
    <message>
        <source>out of ammunition, %1 may scrounge (the scrounging condition): 1 AP a segment, with the scrounging modifier and no boxcars</source>
        <translation>à court de munitions, %1 peut chercher des munitions (la condition de recherche de munitions) : 1 PM par segment, avec le modificateur de recherche de munitions et sans surconsommation</translation>
    </message>
</context>
<context>
    <name>Adc::FirePool</name>
    <message>
        <source>%1 has no castings left</source>
        <translation>%1 n&apos;a plus de figurines</translation>
    </message>
    <message>
        <source>pooled fire is for units of one brigade: %1 is of %2, %3 of %4</source>
        <translation>le tir groupé est pour les unités d&apos;une seule brigade : %1 est de %2, %3 de %4</translation>
    </message>
</context>
<context>
    <name>Adc::FireQueries</name>
    <message>
        <source>boxcars is suspended for a scrounging unit</source>
        <translation>la surconsommation est suspendue pour une unité en recherche de munitions</translation>
    </message>
    <message>
        <source>%1 fires by tubes, not stands</source>
        <translation>%1 tire par pièces, pas par socles</translation>
    </message>
    <message>
        <source>missing (%1 fires by tubes)</source>
        <translation>manquant (%1 tire par pièces)</translation>
    </message>
    <message>
        <source>%1 fires by stands, not tubes</source>
        <translation>%1 tire par socles, pas par pièces</translation>
    </message>
    <message>
        <source>missing (%1 fires by stands)</source>
        <translation>manquant (%1 tire par socles)</translation>
    </message>
    <message>
        <source>only guns fire ball or canister</source>
        <translation>seuls les canons tirent boulet ou mitraille</translation>
    </message>
</context>
<context>
    <name>Adc::FireRequestBuilder</name>
    <message>
        <source>Choose the firer.</source>
        <translation>Choisissez le tireur.</translation>
    </message>
    <message>
        <source>A firer is no longer in the battle.</source>
        <translation>Un tireur n&apos;est plus dans la bataille.</translation>
    </message>
    <message>
        <source>Choose the target.</source>
        <translation>Choisissez la cible.</translation>
    </message>
    <message>
        <source>Type the range in inches.</source>
        <translation>Tapez la portée en pouces.</translation>
    </message>
    <message>
        <source>No fire.</source>
        <translation>Pas de tir.</translation>
    </message>
</context>
<context>
    <name>Adc::FireResolver</name>
    <message>
        <source>stands: %1 fires by tubes, not stands</source>
        <translation>stands : %1 tire par pièces, pas par socles</translation>
    </message>
    <message>
        <source>tubes: %1 fires by tubes: give 1 or more</source>
        <translation>tubes : %1 tire par pièces : donnez 1 ou plus</translation>
    </message>
    <message>
        <source>tubes: %1 fires by stands, not tubes</source>
        <translation>tubes : %1 tire par socles, pas par pièces</translation>
    </message>
    <message>
        <source>stands: %1 fires by stands: give 0.5 (half) or a whole number</source>
        <translation>stands : %1 tire par socles : donnez 0.5 (demi) ou un nombre entier</translation>
    </message>
    <message>
        <source>stands: %1 is neither half (0.5) nor a whole number</source>
        <translation>stands : %1 n&apos;est ni un demi (0.5) ni un nombre entier</translation>
    </message>
    <message>
        <source>weapon: %1 is not a weapon of %2 (%3)</source>
        <translation>weapon : %1 n&apos;est pas une arme de %2 (%3)</translation>
    </message>
    <message>
        <source>shot: only guns fire %1</source>
        <translation>shot : seuls les canons tirent %1</translation>
    </message>
    <message>
        <source>range: must be 0 inches or more</source>
        <translation>range : doit être de 0 pouce ou plus</translation>
    </message>
    <message>
        <source>ap: %1 is too few: a fire spends 1 AP or more</source>
        <translation>ap : %1 est trop peu : un tir dépense 1 PM ou plus</translation>
    </message>
    <message>
        <source>die: %1 is not a face of the d%2 (1 to %2)</source>
        <translation>die : %1 n&apos;est pas une face du d%2 (1 à %2)</translation>
    </message>
    <message>
        <source>conditions: %1 and %2 cannot both hold (%3)</source>
        <translation>conditions : %1 et %2 ne peuvent pas être vrais ensemble (%3)</translation>
    </message>
    <message>
        <source>: the boxcars rule is suspended</source>
        <translation> : la règle de la surconsommation est suspendue</translation>
    </message>
    <message>
        <source>malformed request: </source>
        <translation>requête mal formée : </translation>
    </message>
    <message>
        <source>%1 AP is more than %2 may fire in one fire (at most %3)</source>
        <translation>%1 PM, c&apos;est plus que %2 ne peut tirer en un tir (au plus %3)</translation>
    </message>
    <message>
        <source>%1 AP is more than %2 may fire: %3 (at most %4)</source>
        <translation>%1 PM, c&apos;est plus que %2 ne peut tirer : %3 (au plus %4)</translation>
    </message>
    <message>
        <source>out of range: %1 is beyond the extreme range of %2 (%3)</source>
        <translation>hors de portée : %1 est au-delà de la portée extrême de %2 (%3)</translation>
    </message>
    <message>
        <source>canister beyond canister range: %1 is beyond the canister range of %2 (%3)</source>
        <translation>mitraille au-delà de la portée de mitraille : %1 est au-delà de la portée de mitraille de %2 (%3)</translation>
    </message>
    <message>
        <source>ball within canister range reads the %1 band</source>
        <translation>le boulet à portée de mitraille lit la tranche %1</translation>
    </message>
    <message>
        <source>conditions: %1 is not one of %2</source>
        <translation>conditions : %1 n&apos;est pas l&apos;une de %2</translation>
    </message>
    <message>
        <source>no rate-of-fire modifier: a ricochet spends no AP</source>
        <translation>pas de modificateur de cadence : un ricochet ne dépense aucun PM</translation>
    </message>
</context>
<context>
    <name>Adc::FireResultPage</name>
    <message>
        <source>a unit no longer in the battle</source>
        <translation>une unité qui n&apos;est plus dans la bataille</translation>
    </message>
    <message>
        <source>casualty steps</source>
        <translation>paliers de pertes</translation>
    </message>
    <message>
        <source>Logged as one action: Edit › Undo takes the whole fire back.</source>
        <translation>Consigné comme une seule action : Édition › Annuler reprend tout le tir.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>casualty step</source>
        <translation>palier de pertes</translation>
    </message>
    <message>
        <source>Die &lt;b&gt;%1&lt;/b&gt;%2, modified roll &lt;b&gt;%3&lt;/b&gt;: column &lt;b&gt;%4&lt;/b&gt;, row &lt;b&gt;%5&lt;/b&gt;, %6 band.</source>
        <translation>Dé &lt;b&gt;%1&lt;/b&gt;%2, jet modifié &lt;b&gt;%3&lt;/b&gt; : colonne &lt;b&gt;%4&lt;/b&gt;, ligne &lt;b&gt;%5&lt;/b&gt;, tranche %6.</translation>
    </message>
    <message>
        <source> (typed)</source>
        <translation> (saisi)</translation>
    </message>
    <message>
        <source> (rolled)</source>
        <translation> (lancé)</translation>
    </message>
    <message>
        <source>Modifiers in all</source>
        <translation>Total des modificateurs</translation>
    </message>
    <message>
        <source>%1 now: %2, %3, CW %4</source>
        <translation>%1 maintenant : %2, %3, VC %4</translation>
    </message>
    <message>
        <source>casting</source>
        <translation>figurine</translation>
    </message>
    <message>
        <source>castings</source>
        <translation>figurines</translation>
    </message>
    <message>
        <source>step</source>
        <translation>palier</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>paliers</translation>
    </message>
    <message>
        <source>permanent loss</source>
        <translation>perte définitive</translation>
    </message>
    <message>
        <source>permanent losses</source>
        <translation>pertes définitives</translation>
    </message>
    <message>
        <source>: eliminated</source>
        <translation> : éliminée</translation>
    </message>
    <message>
        <source>%1 spent %2 AP, %3 left, and is in smoke</source>
        <translation>%1 a dépensé %2 PM, il en reste %3, et est dans la fumée</translation>
    </message>
    <message>
        <source>; boxcars 2d6 = %1%2: %3 more AP lost</source>
        <translation> ; surconsommation 2d6 = %1%2 : %3 PM de plus perdus</translation>
    </message>
    <message>
        <source>Pooled fire: average CW %1.</source>
        <translation>Tir groupé : VC moyenne %1.</translation>
    </message>
    <message>
        <source>Ricochet</source>
        <translation>Ricochet</translation>
    </message>
    <message>
        <source>%1: die %2, modified %3 (%4): &lt;b&gt;%5&lt;/b&gt;; now %6, %7</source>
        <translation>%1 : dé %2, modifié %3 (%4) : &lt;b&gt;%5&lt;/b&gt; ; maintenant %6, %7</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Dé %1 : %2</translation>
    </message>
    <message>
        <source>Fire &amp;discipline for %1...</source>
        <translation>&amp;Discipline de feu pour %1...</translation>
    </message>
    <message>
        <source>It takes fire it can return, so it rolls fire discipline.</source>
        <translation>Elle subit un tir auquel elle peut répondre, elle lance donc la discipline de feu.</translation>
    </message>
    <message>
        <source>Fire at the edge of the block: ricochet through it</source>
        <translation>Tir sur la lisière du pâté : ricochet à travers lui</translation>
    </message>
</context>
<context>
    <name>Adc::FireRicochetPage</name>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Conditions as a target</source>
        <translation>Conditions de la cible</translation>
    </message>
    <message>
        <source>one d10 a unit, in list order; empty: rolled</source>
        <translation>un d10 par unité, dans l&apos;ordre de la liste ; vide : lancés</translation>
    </message>
    <message>
        <source>Ricochet &amp;dice:</source>
        <translation>&amp;Dés de ricochet :</translation>
    </message>
    <message>
        <source>casualty step</source>
        <translation>palier de pertes</translation>
    </message>
    <message>
        <source>casualty steps</source>
        <translation>paliers de pertes</translation>
    </message>
    <message>
        <source>%1 is not a face of the d%2</source>
        <translation>%1 n&apos;est pas une face du d%2</translation>
    </message>
    <message>
        <source>Inches from the target</source>
        <translation>Pouces de la cible</translation>
    </message>
    <message>
        <source>in the block</source>
        <translation>dans le pâté</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is no distance in inches</source>
        <translation>%1 : « %2 » n&apos;est pas une distance en pouces</translation>
    </message>
    <message>
        <source>&lt;b&gt;Die %1: %2 on %3.&lt;/b&gt; Ball ricochets on the units named in the battery&apos;s direct line of fire within %4 beyond the target: each is fired on again with the ricochet modifier and its own d10, spending no AP. Untick one that is not there; type a distance to have one beyond reach refused.</source>
        <translation>&lt;b&gt;Dé %1 : %2 sur %3.&lt;/b&gt; Le boulet ricoche sur les unités nommées dans la ligne de tir directe de la batterie à %4 ou moins au-delà de la cible : chacune subit un nouveau tir avec le modificateur de ricochet et son propre d10, sans dépenser de PM. Décochez celle qui n&apos;y est pas ; saisissez une distance pour faire refuser celle hors de portée.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Die %1 at the edge of %2.&lt;/b&gt; Ricochet fire extends through the entire block: each unit in it, seen or hidden, is fired on with the ricochet modifier and its own d10, and so is each unit named beyond the block within %3.</source>
        <translation>&lt;b&gt;Dé %1 à la lisière de %2.&lt;/b&gt; Le tir par ricochet traverse tout le pâté : chaque unité qui s&apos;y trouve, vue ou cachée, subit un tir avec le modificateur de ricochet et son propre d10, de même que chaque unité nommée au-delà du pâté à %3 ou moins.</translation>
    </message>
</context>
<context>
    <name>Adc::FireSetupPage</name>
    <message>
        <source>inches</source>
        <translation>pouces</translation>
    </message>
    <message>
        <source>The range in inches, e.g. 3 or 4.5</source>
        <translation>La portée en pouces, p. ex. 3 ou 4,5</translation>
    </message>
    <message>
        <source>&amp;Firer:</source>
        <translation>&amp;Tireur :</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Cible :</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>&amp;Portée :</translation>
    </message>
    <message>
        <source>&amp;AP:</source>
        <translation>P&amp;M :</translation>
    </message>
    <message>
        <source>&amp;Shot:</source>
        <translation>Pro&amp;jectile :</translation>
    </message>
    <message>
        <source>Stan&amp;ds firing:</source>
        <translation>&amp;Socles qui tirent :</translation>
    </message>
    <message>
        <source>&amp;Conditions (bold: from the battle; Space toggles):</source>
        <translation>&amp;Conditions (en gras : d&apos;après la bataille ; Espace coche) :</translation>
    </message>
    <message>
        <source>at most %1 this fire; %2 %3AP left</source>
        <translation>au plus %1 pour ce tir ; il reste %2 %3PM</translation>
    </message>
    <message>
        <source>No fire: %1</source>
        <translation>Pas de tir : %1</translation>
    </message>
    <message>
        <source>Odds and d&amp;ie...</source>
        <translation>Probabilités et &amp;dé...</translation>
    </message>
    <message>
        <source>The odds in full, and a die thrown at the table typed in</source>
        <translation>Les probabilités en entier, et un dé lancé à la table à saisir</translation>
    </message>
    <message>
        <source>Type the firer&apos;s name (or its brigade or side).</source>
        <translation>Tapez le nom du tireur (ou sa brigade ou son camp).</translation>
    </message>
    <message>
        <source>No enemy to fire at.</source>
        <translation>Aucun ennemi sur qui tirer.</translation>
    </message>
</context>
<context>
    <name>Adc::FireTargetLabel</name>
    <message>
        <source>casting</source>
        <translation>figurine</translation>
    </message>
    <message>
        <source>castings</source>
        <translation>figurines</translation>
    </message>
    <message>
        <source>step</source>
        <translation>palier</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>paliers</translation>
    </message>
    <message>
        <source>in smoke</source>
        <translation>dans la fumée</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>cachée</translation>
    </message>
    <message>
        <source>single-block farm</source>
        <translation>ferme d&apos;un seul tenant</translation>
    </message>
    <message>
        <source>block of a town</source>
        <translation>pâté de maisons d&apos;un village</translation>
    </message>
    <message>
        <source>Edge of </source>
        <translation>Lisière de </translation>
    </message>
    <message>
        <source> (%1): ball ricochets through the block on %2</source>
        <translation> (%1) : le boulet ricoche à travers le pâté sur %2</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unités</translation>
    </message>
</context>
<context>
    <name>Adc::FiringStandsBox</name>
    <message>
        <source>half</source>
        <translation>demi</translation>
    </message>
</context>
<context>
    <name>Adc::FleePlanner</name>
    <message>
        <source>%1 is %2: only a shaken unit is called on to flee</source>
        <translation>%1 est %2 : seule une unité ébranlée doit fuir</translation>
    </message>
    <message>
        <source>%1 does not leave the %2: it remains there and is marked as routed</source>
        <translation>%1 ne quitte pas son terrain (%2) : elle y reste et est marquée en déroute</translation>
    </message>
    <message>
        <source>%1 abandons the LTF it defends and flees away</source>
        <translation>%1 abandonne l&apos;obstacle linéaire qu&apos;elle défend et s&apos;enfuit</translation>
    </message>
    <message>
        <source>%1 flees</source>
        <translation>%1 s&apos;enfuit</translation>
    </message>
</context>
<context>
    <name>Adc::HelpActions</name>
    <message>
        <source>&amp;Using Aide-de-Camp</source>
        <translation>&amp;Utiliser Aide-de-Camp</translation>
    </message>
    <message>
        <source>How to use the window, its dialogs and keys, and paper</source>
        <translation>Comment se servir de la fenêtre, de ses dialogues et de ses touches, et du papier</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every shortcut of the window</source>
        <translation>Tous les raccourcis de la fenêtre</translation>
    </message>
    <message>
        <source>&amp;About Aide-de-Camp</source>
        <translation>À &amp;propos d&apos;Aide-de-Camp</translation>
    </message>
    <message>
        <source>About Aide-de-Camp</source>
        <translation>À propos d&apos;Aide-de-Camp</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Aide-de-Camp&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;The umpire&apos;s assistant for Napoleonic battles under &lt;i&gt;A l&apos;Ombre des Aigles&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aide-de-Camp&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;L&apos;assistant de l&apos;arbitre pour les batailles napoléoniennes sous &lt;i&gt;A l&apos;Ombre des Aigles&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Adc::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>The System&apos;s Language</source>
        <translation>La langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Aide-de-Camp will speak the language you chose when it is started again.</source>
        <translation>Aide-de-Camp parlera la langue choisie au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>Adc::LikelyUnits</name>
    <message>
        <source>not yet fired this segment</source>
        <translation>n&apos;a pas encore tiré ce segment</translation>
    </message>
    <message>
        <source>fired this segment already</source>
        <translation>a déjà tiré ce segment</translation>
    </message>
    <message>
        <source>not yet charged this segment</source>
        <translation>n&apos;a pas encore chargé ce segment</translation>
    </message>
    <message>
        <source>moved this segment already</source>
        <translation>s&apos;est déjà déplacée ce segment</translation>
    </message>
    <message>
        <source>not yet moved this segment</source>
        <translation>ne s&apos;est pas encore déplacée ce segment</translation>
    </message>
    <message>
        <source>charged this segment already</source>
        <translation>a déjà chargé ce segment</translation>
    </message>
    <message>
        <source>not its side&apos;s segment</source>
        <translation>pas le segment de son camp</translation>
    </message>
    <message>
        <source>engaged: charged it</source>
        <translation>engagée : l&apos;a chargée</translation>
    </message>
    <message>
        <source>engaged: charged by it</source>
        <translation>engagée : chargée par elle</translation>
    </message>
    <message>
        <source>engaged: fired on it</source>
        <translation>engagée : a tiré sur elle</translation>
    </message>
    <message>
        <source>engaged: fired on by it</source>
        <translation>engagée : a essuyé son feu</translation>
    </message>
    <message>
        <source>engaged: fired on it at %1 inches</source>
        <translation>engagée : a tiré sur elle à %1 pouces</translation>
    </message>
    <message>
        <source>engaged: fired on by it at %1 inches</source>
        <translation>engagée : a essuyé son feu à %1 pouces</translation>
    </message>
    <message>
        <source>not engaged with it</source>
        <translation>pas engagée avec elle</translation>
    </message>
    <message>
        <source>an enemy of the side whose segment it is</source>
        <translation>ennemie du camp dont c&apos;est le segment</translation>
    </message>
    <message>
        <source>its own side&apos;s segment</source>
        <translation>le segment de son propre camp</translation>
    </message>
    <message>
        <source>engaged with the side whose segment it is</source>
        <translation>engagée avec le camp dont c&apos;est le segment</translation>
    </message>
    <message>
        <source>fired this turn</source>
        <translation>a tiré ce tour-ci</translation>
    </message>
    <message>
        <source>not its side&apos;s segment; fired this turn already</source>
        <translation>pas le segment de son camp ; a déjà tiré ce tour-ci</translation>
    </message>
    <message>
        <source>not its side&apos;s segment; charged this turn already</source>
        <translation>pas le segment de son camp ; a déjà chargé ce tour-ci</translation>
    </message>
    <message>
        <source>not its side&apos;s segment; moved this turn already</source>
        <translation>pas le segment de son camp ; a déjà bougé ce tour-ci</translation>
    </message>
    <message>
        <source>cavalry, not yet charged this segment</source>
        <translation>cavalerie, n&apos;a pas encore chargé ce segment</translation>
    </message>
</context>
<context>
    <name>Adc::LiveOdds</name>
    <message>
        <source>a question for the odds is at most %1 bytes</source>
        <translation>une question sur les probabilités fait au plus %1 octets</translation>
    </message>
</context>
<context>
    <name>Adc::LogAudit</name>
    <message>
        <source>the log cannot be read: </source>
        <translation>le journal ne peut pas être lu : </translation>
    </message>
    <message>
        <source>the clock</source>
        <translation>l&apos;horloge</translation>
    </message>
    <message>
        <source>the battle&apos;s row</source>
        <translation>la ligne de la bataille</translation>
    </message>
    <message>
        <source>log entry %1 (%2) names entry %3, but the entry to %2 then was %4</source>
        <translation>l&apos;entrée %1 (%2) nomme l&apos;entrée %3, mais l&apos;entrée à %2 était alors %4</translation>
    </message>
    <message>
        <source>log entry %1 is marked undone %2 and redo dropped %3, but its undo and redo entries make it undone %4 and redo dropped %5</source>
        <translation>l&apos;entrée %1 est marquée annulée %2 et rétablissement abandonné %3, mais ses entrées d&apos;annulation et de rétablissement la font annulée %4 et rétablissement abandonné %5</translation>
    </message>
    <message>
        <source>the undone and redo flags agree with the log&apos;s undo and redo entries</source>
        <translation>les marques d&apos;annulation et de rétablissement concordent avec les entrées d&apos;annulation et de rétablissement du journal</translation>
    </message>
    <message>
        <source>the log was not replayed: entry %1 was written by an older version of the battle file, without the rows it changed</source>
        <translation>le journal n&apos;a pas été rejoué : l&apos;entrée %1 a été écrite par une version plus ancienne du fichier de bataille, sans les lignes qu&apos;elle a modifiées</translation>
    </message>
    <message>
        <source>log entry %1 (%2) names entry %3, which is not in the log</source>
        <translation>l&apos;entrée %1 (%2) nomme l&apos;entrée %3, qui n&apos;est pas dans le journal</translation>
    </message>
    <message>
        <source>log entry %1 (%2) changes %3, which the entries before it do not leave as it says: the log was changed or entries were lost</source>
        <translation>l&apos;entrée %1 (%2) modifie %3, que les entrées précédentes ne laissent pas comme elle le dit : le journal a été modifié ou des entrées ont été perdues</translation>
    </message>
    <message>
        <source>the clock stands at turn %1, segment %2, but no log entry moved it</source>
        <translation>l&apos;horloge est au tour %1, segment %2, mais aucune entrée du journal ne l&apos;a avancée</translation>
    </message>
    <message>
        <source>%1 is in the battle, but no log entry made it</source>
        <translation>%1 est dans la bataille, mais aucune entrée du journal ne l&apos;a créé</translation>
    </message>
    <message>
        <source>%1 does not stand as its log entries leave it</source>
        <translation>%1 n&apos;est pas tel que ses entrées du journal le laissent</translation>
    </message>
    <message>
        <source>%1 is in the log, but not in the battle</source>
        <translation>%1 est dans le journal, mais pas dans la bataille</translation>
    </message>
    <message>
        <source>and %1 more rows that differ from the log</source>
        <translation>et %1 autres lignes qui diffèrent du journal</translation>
    </message>
    <message>
        <source>replaying the %1 log entries from an empty battle gives the battle&apos;s name, scale and rulings, its sides, brigades, units, features, settings and clock as they stand</source>
        <translation>rejouer les %1 entrées du journal depuis une bataille vide redonne le nom, l&apos;échelle et les décisions de la bataille, ses camps, brigades, unités, éléments, réglages et horloge tels qu&apos;ils sont</translation>
    </message>
</context>
<context>
    <name>Adc::LogChain</name>
    <message>
        <source>log entry %1 has no hash: it was not written by this program</source>
        <translation>l&apos;entrée %1 n&apos;a pas d&apos;empreinte : elle n&apos;a pas été écrite par ce programme</translation>
    </message>
    <message>
        <source>log entry %1 is the first: the entries before it were removed</source>
        <translation>l&apos;entrée %1 est la première : les entrées avant elle ont été supprimées</translation>
    </message>
    <message>
        <source>log entry %1 follows entry %2: the entries between them were removed</source>
        <translation>l&apos;entrée %1 suit l&apos;entrée %2 : les entrées entre elles ont été supprimées</translation>
    </message>
    <message>
        <source>log entry %1 does not match its hash: it was changed after it was written, or an entry before it was</source>
        <translation>l&apos;entrée %1 ne correspond pas à son empreinte : elle a été modifiée après avoir été écrite, ou une entrée avant elle l&apos;a été</translation>
    </message>
    <message>
        <source>and %1 more log entries that break the chain</source>
        <translation>et %1 autres entrées qui rompent la chaîne</translation>
    </message>
    <message>
        <source>the log&apos;s hash chain holds: %1 entries, none changed or removed</source>
        <translation>la chaîne d&apos;empreintes du journal tient : %1 entrées, aucune modifiée ni supprimée</translation>
    </message>
</context>
<context>
    <name>Adc::LogKind</name>
    <message>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Discipline</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Dice roll</source>
        <translation>Jet de dés</translation>
    </message>
    <message>
        <source>End of segment or turn</source>
        <translation>Fin de segment ou de tour</translation>
    </message>
    <message>
        <source>Edit or setting</source>
        <translation>Modification ou réglage</translation>
    </message>
    <message>
        <source>Order of battle or terrain</source>
        <translation>Ordre de bataille ou terrain</translation>
    </message>
    <message>
        <source>Undo or redo</source>
        <translation>Annulation ou rétablissement</translation>
    </message>
    <message>
        <source>Charge outcome</source>
        <translation>Résultat de charge</translation>
    </message>
    <message>
        <source>Flee</source>
        <translation>Fuite</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>End of segment</source>
        <translation>Fin de segment</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Fin de tour</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modification</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Réglage</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Ajout d&apos;unité</translation>
    </message>
    <message>
        <source>Add units</source>
        <translation>Ajout d&apos;unités</translation>
    </message>
    <message>
        <source>Remove unit</source>
        <translation>Suppression d&apos;unité</translation>
    </message>
    <message>
        <source>Add brigade</source>
        <translation>Ajout de brigade</translation>
    </message>
    <message>
        <source>Remove brigade</source>
        <translation>Suppression de brigade</translation>
    </message>
    <message>
        <source>Reorder</source>
        <translation>Réordonnancement</translation>
    </message>
    <message>
        <source>Regroup units</source>
        <translation>Regroupement d&apos;unités</translation>
    </message>
    <message>
        <source>Add terrain</source>
        <translation>Ajout de terrain</translation>
    </message>
    <message>
        <source>Remove terrain</source>
        <translation>Suppression de terrain</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>Players&apos; view addresses</source>
        <translation>Adresses de la vue des joueurs</translation>
    </message>
    <message>
        <source>Players&apos; view address renewed</source>
        <translation>Adresse de la vue des joueurs renouvelée</translation>
    </message>
</context>
<context>
    <name>Adc::LogLegend</name>
    <message>
        <source>Undone</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>An entry undo took back is greyed and struck out</source>
        <translation>Une entrée reprise par une annulation est grisée et barrée</translation>
    </message>
</context>
<context>
    <name>Adc::LogModel</name>
    <message>
        <source>T%1 S%2</source>
        <translation>T%1 S%2</translation>
    </message>
    <message>
        <source>
Undone; a later action dropped its redo.</source>
        <translation>
Annulée ; une action suivante a supprimé son rétablissement.</translation>
    </message>
    <message>
        <source>
Undone; it can be redone.</source>
        <translation>
Annulée ; elle peut être rétablie.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>%1, turn %2 segment %3: </source>
        <translation>%1, tour %2 segment %3 : </translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Poste</translation>
    </message>
</context>
<context>
    <name>Adc::LogTable</name>
    <message>
        <source>log entry %1: its row images are damaged</source>
        <translation>entrée %1 du journal : ses images de lignes sont endommagées</translation>
    </message>
</context>
<context>
    <name>Adc::LogText</name>
    <message>
        <source> (an entry of station </source>
        <translation> (une entrée du poste </translation>
    </message>
    <message numerus="yes">
        <source>Fire: %1 at %2, %3 (die %4): %n step(s)</source>
        <translation>
            <numerusform>Tir : %1 sur %2, %3 (dé %4) : %n palier</numerusform>
            <numerusform>Tir : %1 sur %2, %3 (dé %4) : %n paliers</numerusform>
        </translation>
    </message>
    <message>
        <source>Discipline: %1 rolls %2 (%3): %4</source>
        <translation>Discipline : %1 lance %2 (%3) : %4</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Edit %1: %2 %3 to %4</source>
        <translation>Modification de %1 : %2 %3 devient %4</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Jet %1</translation>
    </message>
    <message>
        <source>Roll for %1: %2</source>
        <translation>Jet pour %1 : %2</translation>
    </message>
    <message>
        <source>End of turn %1</source>
        <translation>Fin du tour %1</translation>
    </message>
    <message>
        <source>End of turn %1, segment %2</source>
        <translation>Fin du tour %1, segment %2</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>tir</translation>
    </message>
    <message>
        <source>discipline</source>
        <translation>discipline</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>charge</translation>
    </message>
    <message>
        <source>end of segment</source>
        <translation>fin de segment</translation>
    </message>
    <message>
        <source>end of turn</source>
        <translation>fin de tour</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>modification</translation>
    </message>
    <message>
        <source>add unit</source>
        <translation>ajout d&apos;unité</translation>
    </message>
    <message>
        <source>add units</source>
        <translation>ajout d&apos;unités</translation>
    </message>
    <message>
        <source>remove unit</source>
        <translation>suppression d&apos;unité</translation>
    </message>
    <message>
        <source>add brigade</source>
        <translation>ajout de brigade</translation>
    </message>
    <message>
        <source>remove brigade</source>
        <translation>suppression de brigade</translation>
    </message>
    <message>
        <source>reorder</source>
        <translation>réordonnancement</translation>
    </message>
    <message>
        <source>move units</source>
        <translation>déplacement d&apos;unités</translation>
    </message>
    <message>
        <source>add feature</source>
        <translation>ajout d&apos;élément</translation>
    </message>
    <message>
        <source>remove feature</source>
        <translation>suppression d&apos;élément</translation>
    </message>
    <message>
        <source>place</source>
        <translation>placement</translation>
    </message>
    <message>
        <source>rulings</source>
        <translation>décisions</translation>
    </message>
    <message>
        <source>setting</source>
        <translation>réglage</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>jet</translation>
    </message>
    <message>
        <source>import</source>
        <translation>import</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annulation</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>rétablissement</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annuler %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rétablir %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n unit(s)</source>
        <translation>
            <numerusform>Ajout de %n unité</numerusform>
            <numerusform>Ajout de %n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <comment>fire discipline result</comment>
        <translation>libre</translation>
    </message>
    <message>
        <source>fire</source>
        <comment>fire discipline result</comment>
        <translation>tir</translation>
    </message>
    <message>
        <source>%1&quot; fire</source>
        <translation>tir %1&quot;</translation>
    </message>
    <message>
        <source>%1&quot; FF</source>
        <translation>FF %1&quot;</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>side</source>
        <translation>camp</translation>
    </message>
    <message>
        <source>brigade</source>
        <translation>brigade</translation>
    </message>
    <message>
        <source>arm</source>
        <translation>arme</translation>
    </message>
    <message>
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>armement</translation>
    </message>
    <message>
        <source>tubes</source>
        <translation>pièces</translation>
    </message>
    <message>
        <source>castings</source>
        <translation>figurines</translation>
    </message>
    <message>
        <source>castings at start</source>
        <translation>figurines au départ</translation>
    </message>
    <message>
        <source>casualty steps</source>
        <translation>paliers de pertes</translation>
    </message>
    <message>
        <source>CW</source>
        <translation>VC</translation>
    </message>
    <message>
        <source>CW at start</source>
        <translation>VC au départ</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>ball AP</source>
        <translation>PM boulet</translation>
    </message>
    <message>
        <source>canister AP</source>
        <translation>PM mitraille</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>moral</translation>
    </message>
    <message>
        <source>formation</source>
        <translation>formation</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>fumée</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>terrain</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>élément</translation>
    </message>
    <message>
        <source>Charge: %1 charges %2</source>
        <translation>Charge : %1 charge %2</translation>
    </message>
    <message>
        <source>Charge discipline: %1</source>
        <translation>Discipline de charge : %1</translation>
    </message>
    <message>
        <source>, fires at %1</source>
        <translation>, tire à %1</translation>
    </message>
    <message>
        <source>, firefight</source>
        <translation>, fusillade</translation>
    </message>
    <message numerus="yes">
        <source> (%n step(s))</source>
        <translation>
            <numerusform> (%n palier)</numerusform>
            <numerusform> (%n paliers)</numerusform>
        </translation>
    </message>
    <message>
        <source>: %1</source>
        <translation> : %1</translation>
    </message>
    <message>
        <source>Charge outcome: %1 (%2)</source>
        <translation>Résultat de charge : %1 (%2)</translation>
    </message>
    <message>
        <source>Move: %1 to %2, half movement</source>
        <translation>Mouvement : %1 vers %2, demi-mouvement</translation>
    </message>
    <message>
        <source>Move: %1 to %2</source>
        <translation>Mouvement : %1 vers %2</translation>
    </message>
    <message>
        <source>Flee: %1 stays in the %2, routed</source>
        <translation>Fuite : %1 reste dans son terrain (%2), en déroute</translation>
    </message>
    <message>
        <source>Flee: %1 abandons the LTF it defends</source>
        <translation>Fuite : %1 abandonne l&apos;obstacle linéaire qu&apos;elle défend</translation>
    </message>
    <message>
        <source>Flee: %1 flees</source>
        <translation>Fuite : %1 s&apos;enfuit</translation>
    </message>
    <message>
        <source>charge outcome</source>
        <translation>résultat de charge</translation>
    </message>
    <message>
        <source>move</source>
        <translation>mouvement</translation>
    </message>
    <message>
        <source>flee</source>
        <translation>fuite</translation>
    </message>
    <message>
        <source>players&apos; view addresses</source>
        <translation>adresses de la vue des joueurs</translation>
    </message>
    <message>
        <source>players&apos; view address renewed</source>
        <translation>adresse de la vue des joueurs renouvelée</translation>
    </message>
    <message>
        <source>Charge outcome: %1 charges home on %2</source>
        <translation>Résultat de charge : %1 porte sa charge sur %2</translation>
    </message>
    <message>
        <source>Charge outcome: %1 is repulsed by %2</source>
        <translation>Résultat de charge : %1 est repoussé par %2</translation>
    </message>
    <message>
        <source>Charge outcome: %1 retires before %2</source>
        <translation>Résultat de charge : %1 se retire devant %2</translation>
    </message>
    <message>
        <source>Charge outcome: %1 and %2 in a firefight</source>
        <translation>Résultat de charge : %1 et %2 en fusillade</translation>
    </message>
    <message>
        <source>firefight</source>
        <translation>fusillade</translation>
    </message>
    <message>
        <source>has fired</source>
        <translation>a déjà tiré</translation>
    </message>
    <message>
        <source>fired this segment</source>
        <translation>a tiré ce segment</translation>
    </message>
    <message>
        <source>moved this segment</source>
        <translation>a bougé ce segment</translation>
    </message>
    <message>
        <source>fired upon this segment</source>
        <translation>a subi un tir ce segment</translation>
    </message>
    <message>
        <source>turns towards replenishment</source>
        <translation>tours vers le réapprovisionnement</translation>
    </message>
    <message>
        <source>scrounging</source>
        <translation>recherche de munitions</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>cachée</translation>
    </message>
    <message>
        <source>distance from the edge</source>
        <translation>distance de la lisière</translation>
    </message>
    <message>
        <source>in sight</source>
        <translation>en vue</translation>
    </message>
    <message>
        <source>proposal declined</source>
        <translation>refus de proposition</translation>
    </message>
    <message>
        <source>Declined proposal No. %1 of </source>
        <translation>Refus de la proposition n° %1 de </translation>
    </message>
    <message>
        <source> (proposed by </source>
        <translation> (proposition de </translation>
    </message>
    <message>
        <source>, No. %1)</source>
        <translation>, n° %1)</translation>
    </message>
    <message>
        <source>full ball AP</source>
        <translation>PM boulet au complet</translation>
    </message>
    <message>
        <source>full canister AP</source>
        <translation>PM mitraille au complet</translation>
    </message>
</context>
<context>
    <name>Adc::LogView</name>
    <message>
        <source>Undo to &amp;Here</source>
        <translation>Annuler jusqu&apos;&amp;ici</translation>
    </message>
    <message>
        <source>Take back this entry and every entry after it, one undo each</source>
        <translation>Reprendre cette entrée et toutes celles qui la suivent, une annulation chacune</translation>
    </message>
</context>
<context>
    <name>Adc::MainWindow</name>
    <message>
        <source>&amp;Rulings...</source>
        <translation>&amp;Décisions...</translation>
    </message>
    <message>
        <source>The rulings where the rules are silent, for this battle</source>
        <translation>Les décisions là où les règles se taisent, pour cette bataille</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Find Unit</source>
        <translation>&amp;Chercher une unité</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Expand All</source>
        <translation>Tout &amp;déplier</translation>
    </message>
    <message>
        <source>&amp;Collapse to Brigades</source>
        <translation>&amp;Replier aux brigades</translation>
    </message>
    <message>
        <source>&amp;Procedures</source>
        <translation>&amp;Procédures</translation>
    </message>
    <message>
        <source>Procedures</source>
        <translation>Procédures</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>Aide-de-Camp</source>
        <translation>Aide-de-Camp</translation>
    </message>
    <message>
        <source> [read-only]</source>
        <translation> [lecture seule]</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Non fait : %1</translation>
    </message>
    <message>
        <source>Cannot open the battle</source>
        <translation>Impossible d&apos;ouvrir la bataille</translation>
    </message>
    <message>
        <source>Cannot create the battle</source>
        <translation>Impossible de créer la bataille</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>Impossible d&apos;enregistrer une copie</translation>
    </message>
    <message>
        <source>A copy of the battle was saved to %1</source>
        <translation>Une copie de la bataille a été enregistrée dans %1</translation>
    </message>
    <message>
        <source> — Aide-de-Camp</source>
        <translation> — Aide-de-Camp</translation>
    </message>
    <message>
        <source>%1 is open read-only (%2): nothing can be changed.</source>
        <translation>%1 est ouvert en lecture seule (%2) : rien ne peut être modifié.</translation>
    </message>
</context>
<context>
    <name>Adc::Migrations</name>
    <message>
        <source>the file is at version %1, not %2</source>
        <translation>le fichier est à la version %1, pas %2</translation>
    </message>
    <message>
        <source>no step leads to version %1</source>
        <translation>aucune étape ne mène à la version %1</translation>
    </message>
    <message>
        <source>upgrading the battle file to version %1 failed: %2</source>
        <translation>la mise à niveau du fichier de bataille vers la version %1 a échoué : %2</translation>
    </message>
</context>
<context>
    <name>Adc::ModifierTitle</name>
    <message>
        <source>%1 AP rate of fire</source>
        <translation>Cadence de tir de %1 PM</translation>
    </message>
    <message>
        <source>Additional ammo point (2 AP)</source>
        <translation>Point de munitions supplémentaire (2 PM)</translation>
    </message>
    <message>
        <source>Range: %1 band</source>
        <translation>Portée : tranche %1</translation>
    </message>
</context>
<context>
    <name>Adc::MoveAction</name>
    <message>
        <source>there is no feature %1</source>
        <translation>il n&apos;y a pas d&apos;élément %1</translation>
    </message>
</context>
<context>
    <name>Adc::MoveDialog</name>
    <message>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Where to</source>
        <translation>Destination</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terrain découvert</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Built-up area</source>
        <translation>Zone bâtie</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <source>Wooded hill</source>
        <translation>Colline boisée</translation>
    </message>
    <message>
        <source>Redoubt</source>
        <translation>Redoute</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Unité :</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Vers :</translation>
    </message>
    <message>
        <source>No feature</source>
        <translation>Aucun élément</translation>
    </message>
    <message>
        <source>&amp;Feature:</source>
        <translation>&amp;Élément :</translation>
    </message>
    <message>
        <source>an &amp;LTF</source>
        <translation>un &amp;obstacle linéaire</translation>
    </message>
    <message>
        <source>a ri&amp;ver</source>
        <translation>une ri&amp;vière</translation>
    </message>
    <message>
        <source>at a f&amp;ord</source>
        <translation>à un &amp;gué</translation>
    </message>
    <message>
        <source>at a &amp;bridge</source>
        <translation>à un &amp;pont</translation>
    </message>
    <message>
        <source>Across:</source>
        <translation>En traversant :</translation>
    </message>
    <message>
        <source>Along a &amp;road</source>
        <translation>Par une &amp;route</translation>
    </message>
    <message>
        <source>Choose the unit that moves.</source>
        <translation>Choisissez l&apos;unité qui bouge.</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Interdit : %1</translation>
    </message>
    <message>
        <source>Half movement this turn.</source>
        <translation>Demi-mouvement ce tour.</translation>
    </message>
    <message>
        <source>Full movement this turn.</source>
        <translation>Mouvement complet ce tour.</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Bouger</translation>
    </message>
    <message>
        <source>Half movement.</source>
        <translation>Demi-mouvement.</translation>
    </message>
    <message>
        <source>Full movement.</source>
        <translation>Mouvement complet.</translation>
    </message>
    <message>
        <source>Type the name of the unit that moves (or its brigade or side).</source>
        <translation>Tapez le nom de l&apos;unité qui bouge (ou sa brigade ou son camp).</translation>
    </message>
</context>
<context>
    <name>Adc::MoveOrder</name>
    <message>
        <source>expected a feature id or null</source>
        <translation>id d&apos;élément ou null attendu</translation>
    </message>
</context>
<context>
    <name>Adc::MovePlanner</name>
    <message>
        <source>%1 is %2: a unit in it stands in %2, not %3</source>
        <translation>%1 est de type %2 : une unité qui s&apos;y trouve est en terrain %2, pas %3</translation>
    </message>
    <message>
        <source>%1 is full: it holds %2 unit(s) and %3 is in it</source>
        <translation>%1 est plein : il contient %2 unité(s) et %3 s&apos;y trouve</translation>
    </message>
    <message>
        <source>out of smoke: it moved</source>
        <translation>sort de la fumée : elle a bougé</translation>
    </message>
    <message>
        <source>no recovery of soft casualties this segment: it moved</source>
        <translation>pas de récupération des pertes légères ce segment : elle a bougé</translation>
    </message>
</context>
<context>
    <name>Adc::MoveUnitsOrder</name>
    <message>
        <source>name at least one unit</source>
        <translation>nommez au moins une unité</translation>
    </message>
    <message>
        <source>unit %1 is one of the units moved</source>
        <translation>l&apos;unité %1 fait partie des unités déplacées</translation>
    </message>
</context>
<context>
    <name>Adc::NameText</name>
    <message>
        <source>a name is one line, without line breaks or control characters</source>
        <translation>un nom tient sur une ligne, sans saut de ligne ni caractère de contrôle</translation>
    </message>
</context>
<context>
    <name>Adc::NewBattleCommands</name>
    <message>
        <source>%1: the sample battle cannot be read (%2)</source>
        <translation>%1 : la bataille d&apos;exemple est illisible (%2)</translation>
    </message>
    <message>
        <source>%1: larger than 16 MiB, not the sample battle</source>
        <translation>%1 : plus de 16 Mio, ce n&apos;est pas la bataille d&apos;exemple</translation>
    </message>
    <message>
        <source>--name: a battle needs a name</source>
        <translation>--name : une bataille a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>%1: the sample battle could not be set up: %2</source>
        <translation>%1 : la bataille d&apos;exemple n&apos;a pas pu être créée : %2</translation>
    </message>
</context>
<context>
    <name>Adc::NewBattleFile</name>
    <message>
        <source>%1: cannot be created (%2)</source>
        <translation>%1 : ne peut pas être créé (%2)</translation>
    </message>
    <message>
        <source>%1: already exists; a new battle never overwrites a file</source>
        <translation>%1 : existe déjà ; une nouvelle bataille n&apos;écrase jamais un fichier</translation>
    </message>
    <message>
        <source>%1: names a device, not a file; choose another name</source>
        <translation>%1 : nomme un périphérique, pas un fichier ; choisissez un autre nom</translation>
    </message>
</context>
<context>
    <name>Adc::OobCommands</name>
    <message>
        <source>%1: nothing imported: %2</source>
        <translation>%1 : rien d&apos;importé : %2</translation>
    </message>
    <message>
        <source>import: name the order of battle to import (OOB.json or OOB.csv)</source>
        <translation>import : nommez l&apos;ordre de bataille à importer (OOB.json ou OOB.csv)</translation>
    </message>
    <message>
        <source>%1: nothing imported, %2 bad row(s): %3</source>
        <translation>%1 : rien d&apos;importé, %2 ligne(s) fausse(s) : %3</translation>
    </message>
    <message>
        <source>--format: a format is needed (json or csv)</source>
        <translation>--format : un format est nécessaire (json ou csv)</translation>
    </message>
    <message>
        <source>--format: %1 is not one of json, csv</source>
        <translation>--format : %1 n&apos;est pas l&apos;un de json, csv</translation>
    </message>
    <message>
        <source>%1: nothing imported: the order of battle has no units</source>
        <translation>%1 : rien n&apos;a été importé : l&apos;ordre de bataille n&apos;a aucune unité</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1 : illisible : %2</translation>
    </message>
    <message>
        <source>%1: is a folder, not an order of battle</source>
        <translation>%1 : est un dossier, pas un ordre de bataille</translation>
    </message>
    <message>
        <source>%1: is larger than the 256 MiB an order of battle may be; nothing imported</source>
        <translation>%1 : dépasse les 256 Mio que peut faire un ordre de bataille ; rien n&apos;a été importé</translation>
    </message>
</context>
<context>
    <name>Adc::OobImport</name>
    <message>
        <source>id: %1 is already the id of the unit on line %2</source>
        <translation>id : %1 est déjà l&apos;id de l&apos;unité de la ligne %2</translation>
    </message>
    <message>
        <source>battle: expected an object</source>
        <translation>battle : objet attendu</translation>
    </message>
    <message>
        <source>battle.name: expected a string</source>
        <translation>battle.name : chaîne attendue</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>pas du JSON : %1</translation>
    </message>
    <message>
        <source>%1: unknown field (an order of battle has &quot;battle&quot; and &quot;units&quot;)</source>
        <translation>%1 : champ inconnu (un ordre de bataille a &quot;battle&quot; et &quot;units&quot;)</translation>
    </message>
    <message>
        <source>units: missing</source>
        <translation>units : manquant</translation>
    </message>
    <message>
        <source>units: expected a list of unit objects</source>
        <translation>units : liste d&apos;objets unité attendue</translation>
    </message>
    <message>
        <source>unit %1: expected a unit object</source>
        <translation>unité %1 : objet unité attendu</translation>
    </message>
    <message>
        <source>empty: a header row of field names is needed</source>
        <translation>vide : il faut une ligne d&apos;en-tête de noms de champs</translation>
    </message>
    <message>
        <source>%1: column given twice</source>
        <translation>%1 : colonne donnée deux fois</translation>
    </message>
    <message>
        <source>%1 cells where the header has %2</source>
        <translation>%1 cellules là où l&apos;en-tête en a %2</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1 : illisible : %2</translation>
    </message>
    <message>
        <source>%1 is not a unit field (fields: %2)</source>
        <translation>%1 n&apos;est pas un champ d&apos;unité (champs : %2)</translation>
    </message>
    <message>
        <source>%1: is a folder, not an order of battle</source>
        <translation>%1 : est un dossier, pas un ordre de bataille</translation>
    </message>
    <message>
        <source>%1: is larger than the 256 MiB an order of battle may be; nothing imported</source>
        <translation>%1 : dépasse les 256 Mio que peut faire un ordre de bataille ; rien n&apos;a été importé</translation>
    </message>
</context>
<context>
    <name>Adc::OrderCodec</name>
    <message>
        <source>expected a list of dice fields</source>
        <translation>une liste de champs de dés est attendue</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 n&apos;est pas l&apos;un de ceux-ci : %2</translation>
    </message>
</context>
<context>
    <name>Adc::OrganisationAction</name>
    <message>
        <source>%1 already has a brigade %2</source>
        <translation>%1 a déjà une brigade %2</translation>
    </message>
    <message>
        <source>no brigade with id %1</source>
        <translation>aucune brigade d&apos;id %1</translation>
    </message>
    <message>
        <source>brigade %1 still has %2 unit(s)</source>
        <translation>la brigade %1 a encore %2 unité(s)</translation>
    </message>
</context>
<context>
    <name>Adc::OrganisationTable</name>
    <message>
        <source>a change outside an action</source>
        <translation>un changement hors d&apos;une action</translation>
    </message>
</context>
<context>
    <name>Adc::OutputFile</name>
    <message>
        <source>write failed</source>
        <translation>échec de l&apos;écriture</translation>
    </message>
    <message>
        <source>%1: is the battle file %2; choose another file</source>
        <translation>%1 : est le fichier de bataille %2 ; choisissez un autre fichier</translation>
    </message>
    <message>
        <source>%1: is the %2 file of the battle %3; choose another file</source>
        <translation>%1 : est le fichier %2 de la bataille %3 ; choisissez un autre fichier</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation>%1 : ne peut pas être écrit (%2)</translation>
    </message>
    <message>
        <source>%1: is a folder, not a file</source>
        <translation>%1 : est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>%1: is a device or a pipe, not a file</source>
        <translation>%1 : est un périphérique ou un tube, pas un fichier</translation>
    </message>
</context>
<context>
    <name>Adc::PageBoxes</name>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>Adc::PageBoxesDocument</name>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>Adc::Placement</name>
    <message>
        <source>%1 may not be in %2</source>
        <translation>%1 ne peut pas être dans %2</translation>
    </message>
    <message>
        <source>%1 is %2: a unit in it stands in %2, not %3</source>
        <translation>%1 est %2 : une unité qui s&apos;y trouve est en %2, pas %3</translation>
    </message>
    <message>
        <source>%1 holds %2 unit(s) and is full (unit %3 is in it)</source>
        <translation>%1 contient %2 unité(s) et est plein (l&apos;unité %3 s&apos;y trouve)</translation>
    </message>
    <message>
        <source>there is no feature named %1</source>
        <translation>aucun élément nommé %1</translation>
    </message>
</context>
<context>
    <name>Adc::PlayerPageCard</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Renew Address...</source>
        <translation>&amp;Renouveler l&apos;adresse...</translation>
    </message>
    <message>
        <source>Table display</source>
        <translation>Affichage de table</translation>
    </message>
    <message>
        <source>Copy the address to the clipboard</source>
        <translation>Copier l&apos;adresse dans le presse-papiers</translation>
    </message>
    <message>
        <source>A new address for the table display; the old one opens nothing</source>
        <translation>Une nouvelle adresse pour l&apos;affichage de table ; l&apos;ancienne n&apos;ouvre plus rien</translation>
    </message>
    <message>
        <source>A new address for this side; the old one opens nothing</source>
        <translation>Une nouvelle adresse pour ce camp ; l&apos;ancienne n&apos;ouvre plus rien</translation>
    </message>
</context>
<context>
    <name>Adc::PlayerPages</name>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Segment %1 of %2</source>
        <translation>Segment %1 sur %2</translation>
    </message>
    <message>
        <source>Initiative: %1</source>
        <translation>Initiative : %1</translation>
    </message>
    <message>
        <source>Turn %1, segment %2</source>
        <translation>Tour %1, segment %2</translation>
    </message>
    <message>
        <source>Modifiers: %1</source>
        <translation>Modificateurs : %1</translation>
    </message>
    <message>
        <source>Latest rolls</source>
        <translation>Derniers jets</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Aucun jet pour l&apos;instant</translation>
    </message>
    <message>
        <source>%1 — players&apos; view</source>
        <translation>%1 — vue des joueurs</translation>
    </message>
    <message>
        <source>Current roll</source>
        <translation>Jet en cours</translation>
    </message>
    <message>
        <source>%1 — table</source>
        <translation>%1 — table</translation>
    </message>
    <message>
        <source>Earlier rolls</source>
        <translation>Jets précédents</translation>
    </message>
    <message>
        <source>No roll this turn</source>
        <translation>Aucun jet ce tour-ci</translation>
    </message>
</context>
<context>
    <name>Adc::PlayersActions</name>
    <message>
        <source>&amp;Players&apos; View...</source>
        <translation>Vue des &amp;joueurs...</translation>
    </message>
    <message>
        <source>Serve each side a read-only page of its units and rolls on the local network</source>
        <translation>Servir à chaque camp, sur le réseau local, une page en lecture seule de ses unités et de ses jets</translation>
    </message>
</context>
<context>
    <name>Adc::PlayersDialog</name>
    <message>
        <source>&amp;Serve the players&apos; view on the local network</source>
        <translation>&amp;Servir la vue des joueurs sur le réseau local</translation>
    </message>
    <message>
        <source>&amp;Print Handouts...</source>
        <translation>&amp;Imprimer les fiches...</translation>
    </message>
    <message>
        <source>Players&apos; View</source>
        <translation>Vue des joueurs</translation>
    </message>
    <message>
        <source>Renew Address</source>
        <translation>Renouveler l&apos;adresse</translation>
    </message>
    <message>
        <source>All local network interfaces</source>
        <translation>Toutes les interfaces du réseau local</translation>
    </message>
    <message>
        <source>The IP address to listen on; empty for every interface of this computer</source>
        <translation>L&apos;adresse IP où écouter ; vide pour toutes les interfaces de cet ordinateur</translation>
    </message>
    <message>
        <source>%1, or a free port when taken</source>
        <translation>%1, ou un port libre s&apos;il est pris</translation>
    </message>
    <message>
        <source>A page per side with its address and QR code, as PDF</source>
        <translation>Une page par camp avec son adresse et son code QR, en PDF</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort :</translation>
    </message>
    <message>
        <source>The players&apos; view is off: no page is served.</source>
        <translation>La vue des joueurs est arrêtée : aucune page n&apos;est servie.</translation>
    </message>
    <message>
        <source>%1 is not an IP address</source>
        <translation>%1 n&apos;est pas une adresse IP</translation>
    </message>
    <message>
        <source>Serving on port %1. Each side opens its own address; keep each to its side.</source>
        <translation>Servie sur le port %1. Chaque camp ouvre sa propre adresse ; gardez chacune pour son camp.</translation>
    </message>
    <message>
        <source>The players&apos; view could not start: %1</source>
        <translation>La vue des joueurs n&apos;a pas pu démarrer : %1</translation>
    </message>
    <message>
        <source>Renew the table display&apos;s address? The old one will open nothing: every screen showing it needs the new one.</source>
        <translation>Renouveler l&apos;adresse de l&apos;affichage de table ? L&apos;ancienne n&apos;ouvrira plus rien : chaque écran qui l&apos;affiche a besoin de la nouvelle.</translation>
    </message>
    <message>
        <source>Renew the address of the side %1? The old one will open nothing: its players need the new one (a new handout).</source>
        <translation>Renouveler l&apos;adresse du camp %1 ? L&apos;ancienne n&apos;ouvrira plus rien : ses joueurs ont besoin de la nouvelle (une nouvelle fiche).</translation>
    </message>
    <message>
        <source>The address was not renewed: %1</source>
        <translation>L&apos;adresse n&apos;a pas été renouvelée : %1</translation>
    </message>
    <message>
        <source>the players&apos; view is off</source>
        <translation>la vue des joueurs est arrêtée</translation>
    </message>
    <message>
        <source>-players.pdf</source>
        <translation>-joueurs.pdf</translation>
    </message>
    <message>
        <source>Save Players&apos; Handouts</source>
        <translation>Enregistrer les fiches des joueurs</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Adc::PlayersHandout</name>
    <message>
        <source>Table display</source>
        <translation>Affichage de table</translation>
    </message>
    <message>
        <source>The clock and the latest roll, for everyone</source>
        <translation>La pendule et le dernier jet, pour tous</translation>
    </message>
    <message>
        <source>Your side&apos;s units and rolls in the players&apos; view</source>
        <translation>Les unités et les jets de votre camp dans la vue des joueurs</translation>
    </message>
    <message>
        <source>1. Join the network the umpire names (the same as the umpire&apos;s computer).</source>
        <translation>1. Rejoignez le réseau que nomme l&apos;arbitre (celui de l&apos;ordinateur de l&apos;arbitre).</translation>
    </message>
    <message>
        <source>2. Point your phone&apos;s camera at the code, or type the address in a web browser.</source>
        <translation>2. Visez le code avec l&apos;appareil photo de votre téléphone, ou tapez l&apos;adresse dans un navigateur web.</translation>
    </message>
    <message>
        <source>3. The page shows the clock and the latest roll, large, and follows the game by itself.</source>
        <translation>3. La page montre en grand la pendule et le dernier jet, et suit la partie d&apos;elle-même.</translation>
    </message>
    <message>
        <source>3. The page shows your units, brigade by brigade, and the latest rolls with their odds; it follows the game by itself.</source>
        <translation>3. La page montre vos unités, brigade par brigade, et les derniers jets avec leurs chances ; elle suit la partie d&apos;elle-même.</translation>
    </message>
    <message>
        <source>Anyone with this address sees the table display.</source>
        <translation>Quiconque a cette adresse voit l&apos;affichage de table.</translation>
    </message>
    <message>
        <source>Keep this address to your side: anyone with it sees your units. The umpire can renew it, and the old one then opens nothing.</source>
        <translation>Gardez cette adresse pour votre camp : quiconque l&apos;a voit vos unités. L&apos;arbitre peut la renouveler, et l&apos;ancienne n&apos;ouvre alors plus rien.</translation>
    </message>
    <message>
        <source>: players&apos; view addresses</source>
        <translation> : adresses de la vue des joueurs</translation>
    </message>
</context>
<context>
    <name>Adc::PlayersServer</name>
    <message>
        <source>The battle is unavailable for now: its database does not answer. Try again in a moment.</source>
        <translation>La bataille est indisponible pour le moment : sa base de données ne répond pas. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>cannot listen on %1 port %2 (%3)</source>
        <translation>impossible d&apos;écouter sur %1 port %2 (%3)</translation>
    </message>
</context>
<context>
    <name>Adc::PoolChooser</name>
    <message>
        <source>&amp;Pool with (same brigade; Enter ticks, Shift+Enter for more):</source>
        <translation>&amp;Grouper avec (même brigade ; Entrée coche, Maj+Entrée pour d&apos;autres) :</translation>
    </message>
</context>
<context>
    <name>Adc::PooledFire</name>
    <message>
        <source>firer %1</source>
        <translation>tireur %1</translation>
    </message>
    <message>
        <source>arm differs: %1 is %2, %3 is %4</source>
        <translation>l&apos;arme diffère : %1 est %2, %3 est %4</translation>
    </message>
    <message>
        <source>weapon differs: %1 fires %2, %3 fires %4</source>
        <translation>l&apos;arme diffère : %1 tire au %2, %3 au %4</translation>
    </message>
    <message>
        <source>shot differs: %1 fires %2, %3 fires %4</source>
        <translation>le projectile diffère : %1 tire %2, %3 tire %4</translation>
    </message>
    <message>
        <source>range differs: %1 fires at %2, %3 at %4</source>
        <translation>la portée diffère : %1 tire à %2, %3 à %4</translation>
    </message>
    <message>
        <source>morale status differs: %1 is %2, %3 is %4</source>
        <translation>le moral diffère : %1 est %2, %3 est %4</translation>
    </message>
    <message>
        <source>target cover differs: %1 fires at %2, %3 at %4</source>
        <translation>le couvert de la cible diffère : %1 tire sur %2, %3 sur %4</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>pas de couvert</translation>
    </message>
    <message>
        <source>AP differs: %1 fires %2 AP, %3 fires %4 AP (one roll takes one AP modifier)</source>
        <translation>les PM diffèrent : %1 tire %2 PM, %3 tire %4 PM (un jet prend un seul modificateur de PM)</translation>
    </message>
    <message>
        <source>conditions differ: %1 fires with %2, %3 with %4 (one roll takes one set of modifiers)</source>
        <translation>les conditions diffèrent : %1 tire avec %2, %3 avec %4 (un jet prend un seul jeu de modificateurs)</translation>
    </message>
    <message>
        <source>no firer</source>
        <translation>aucun tireur</translation>
    </message>
    <message>
        <source>%1 stands pooled read as %2: the chart has no half rows above half a stand</source>
        <translation>%1 socles groupés comptent pour %2 : le tableau n&apos;a pas de demi-ligne au-delà d&apos;un demi-socle</translation>
    </message>
    <message>
        <source>pooled fire of %1 units: each spends its own AP and rolls its own boxcars penalty</source>
        <translation>tir groupé de %1 unités : chacune dépense ses propres PM et lance sa propre pénalité de surconsommation</translation>
    </message>
    <message>
        <source>range differs: at %1 %2 fires at %3 %4, %5 at %6 %7</source>
        <translation>la portée diffère : à %1 %2 tire à %3 %4, %5 à %6 %7</translation>
    </message>
    <message>
        <source>not every firer has %1: the pooled roll leaves it out</source>
        <translation>tous les tireurs n&apos;ont pas %1 : le jet groupé n&apos;en tient pas compte</translation>
    </message>
    <message>
        <source>%1 may spend at most %2 AP in one fire (%3), not the %4 asked</source>
        <translation>%1 peut dépenser au plus %2 PM en un tir (%3), pas les %4 demandés</translation>
    </message>
    <message>
        <source>%1 may spend at most %2 AP in one fire, not the %3 asked: %4</source>
        <translation>%1 peut dépenser au plus %2 PM en un tir, pas les %3 demandés : %4</translation>
    </message>
    <message>
        <source>the pool fires %1 AP, the fewest a firer asks</source>
        <translation>le groupe tire %1 PM, le moins qu&apos;un tireur demande</translation>
    </message>
</context>
<context>
    <name>Adc::PrintActions</name>
    <message>
        <source>Print &amp;Roster Sheets...</source>
        <translation>Imprimer les &amp;feuilles d&apos;effectifs...</translation>
    </message>
    <message>
        <source>Roster sheets per side, brigade by brigade, in a print preview</source>
        <translation>Feuilles d&apos;effectifs par camp, brigade par brigade, dans un aperçu avant impression</translation>
    </message>
    <message>
        <source>Save Roster Sheets as PDF...</source>
        <translation>Enregistrer les feuilles d&apos;effectifs en PDF...</translation>
    </message>
    <message>
        <source>Print Reference &amp;Card...</source>
        <translation>Imprimer l&apos;aide-&amp;mémoire...</translation>
    </message>
    <message>
        <source>The charts, range bands and modifiers under this battle&apos;s rulings</source>
        <translation>Les tableaux, tranches de portée et modificateurs selon les décisions de cette bataille</translation>
    </message>
    <message>
        <source>Save Reference Card as PDF...</source>
        <translation>Enregistrer l&apos;aide-mémoire en PDF...</translation>
    </message>
    <message>
        <source>&amp;After-Action Report (PDF)...</source>
        <translation>&amp;Rapport après action (PDF)...</translation>
    </message>
    <message>
        <source>After-Action Report (CSV)...</source>
        <translation>Rapport après action (CSV)...</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Aucune bataille n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>%1 roster sheets</source>
        <translation>Feuilles d&apos;effectifs de %1</translation>
    </message>
    <message>
        <source>Roster Sheets</source>
        <translation>Feuilles d&apos;effectifs</translation>
    </message>
    <message>
        <source>Reference card</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <source>Reference Card</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Impression</translation>
    </message>
    <message>
        <source>Save Roster Sheets</source>
        <translation>Enregistrer les feuilles d&apos;effectifs</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Printing the roster sheets…</source>
        <translation>Impression des feuilles d&apos;effectifs…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Save Reference Card</source>
        <translation>Enregistrer l&apos;aide-mémoire</translation>
    </message>
    <message>
        <source>Save After-Action Report</source>
        <translation>Enregistrer le rapport après action</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Printing the reference card…</source>
        <translation>Impression de l&apos;aide-mémoire…</translation>
    </message>
    <message>
        <source>Printing the after-action report…</source>
        <translation>Impression du rapport après action…</translation>
    </message>
    <message>
        <source>Exporting the after-action report…</source>
        <translation>Export du rapport après action…</translation>
    </message>
</context>
<context>
    <name>Adc::PrintCommandLine</name>
    <message>
        <source>it has none</source>
        <translation>elle n&apos;en a aucun</translation>
    </message>
    <message>
        <source>--db: a battle file is needed (--db FILE)</source>
        <translation>--db : il faut un fichier de bataille (--db FICHIER)</translation>
    </message>
    <message>
        <source>--pdf: an output file is needed (--pdf OUT.pdf)</source>
        <translation>--pdf : il faut un fichier de sortie (--pdf SORTIE.pdf)</translation>
    </message>
    <message>
        <source>--pdf: an output file is needed (--pdf OUT.pdf or --csv OUT.csv)</source>
        <translation>--pdf : il faut un fichier de sortie (--pdf SORTIE.pdf ou --csv SORTIE.csv)</translation>
    </message>
    <message>
        <source>--csv: the same file as --pdf</source>
        <translation>--csv : le même fichier que --pdf</translation>
    </message>
    <message>
        <source>--paper: %1 is not a paper; expected %2</source>
        <translation>--paper : %1 n&apos;est pas un papier ; attendu %2</translation>
    </message>
    <message>
        <source>--side: no side named %1 in this battle (%2)</source>
        <translation>--side : aucun camp nommé %1 dans cette bataille (%2)</translation>
    </message>
    <message>
        <source>--orientation: %1 is not an orientation; expected landscape or portrait</source>
        <translation>--orientation : %1 n&apos;est pas une orientation ; attendu landscape ou portrait</translation>
    </message>
    <message>
        <source>--tracks: %1 is not a choice; expected blank or current</source>
        <translation>--tracks : %1 n&apos;est pas un choix ; attendu blank ou current</translation>
    </message>
    <message>
        <source>--brigade: no brigade named %1 with units to print</source>
        <translation>--brigade : aucune brigade nommée %1 avec des unités à imprimer</translation>
    </message>
    <message>
        <source>--pdf: a PDF is not written to standard output; name a file</source>
        <translation>--pdf : un PDF ne s&apos;écrit pas sur la sortie standard ; nommez un fichier</translation>
    </message>
</context>
<context>
    <name>Adc::ProcedureActions</name>
    <message>
        <source>accepted. </source>
        <translation>acceptée. </translation>
    </message>
    <message>
        <source>&amp;Fire...</source>
        <translation>&amp;Tir...</translation>
    </message>
    <message>
        <source>Fire with the selected unit (several of one brigade: pooled fire)</source>
        <translation>Tirer avec l&apos;unité choisie (plusieurs d&apos;une même brigade : tir groupé)</translation>
    </message>
    <message>
        <source>Fire &amp;Discipline...</source>
        <translation>&amp;Discipline de feu...</translation>
    </message>
    <message>
        <source>Roll fire discipline for the selected unit</source>
        <translation>Lancer la discipline de feu pour l&apos;unité choisie</translation>
    </message>
    <message>
        <source>&amp;Charge...</source>
        <translation>&amp;Charge...</translation>
    </message>
    <message>
        <source>Charge discipline of the selected defending infantry, inch by inch</source>
        <translation>Discipline de charge de l&apos;infanterie choisie en défense, pouce par pouce</translation>
    </message>
    <message>
        <source>End &amp;Segment...</source>
        <translation>Fin de &amp;segment...</translation>
    </message>
    <message>
        <source>The recovery sweep, then the clock moves to the next segment</source>
        <translation>La récupération, puis l&apos;horloge passe au segment suivant</translation>
    </message>
    <message>
        <source>End &amp;Turn...</source>
        <translation>Fin de &amp;tour...</translation>
    </message>
    <message>
        <source>The last segment&apos;s sweep and the turn&apos;s replenishment</source>
        <translation>La fin du dernier segment et le réapprovisionnement du tour</translation>
    </message>
    <message>
        <source>&amp;Move...</source>
        <translation>&amp;Mouvement...</translation>
    </message>
    <message>
        <source>Move the selected unit: the terrain page&apos;s half movement and refusals, smoke and recovery</source>
        <translation>Faire bouger l&apos;unité sélectionnée : demi-mouvement et refus selon le terrain, fumée et récupération</translation>
    </message>
</context>
<context>
    <name>Adc::ProcedureDialog</name>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Aucune bataille n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>Another program changed %1 while this dialog was open: the action was computed on the battle as it now stands, which differs from the preview.</source>
        <translation>Un autre programme a modifié %1 pendant que cette boîte de dialogue était ouverte : l&apos;action a été calculée sur la bataille telle qu&apos;elle est maintenant, qui diffère de l&apos;aperçu.</translation>
    </message>
</context>
<context>
    <name>Adc::ProcedureTables</name>
    <message>
        <source>Charge procedure</source>
        <translation>Procédure de charge</translation>
    </message>
    <message>
        <source>Defending infantry facing a charge rolls its class dice at %1, on the %2 column, until a roll fails (any result but free). At a failure it fires at that distance, or at the result&apos;s own range when nearer; an FF result also puts it in firefight. Passing every roll, it holds its fire to close action and fires at %3.</source>
        <translation>L&apos;infanterie en défense face à une charge lance ses dés de classe à %1, dans la colonne %2, jusqu&apos;à un échec (tout résultat sauf libre). À l&apos;échec elle tire à cette distance, ou à la portée du résultat si elle est plus courte ; un résultat FF la met aussi en fusillade. Si elle réussit chaque jet, elle garde son feu pour le corps à corps et tire à %3.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Casualties and recovery</source>
        <translation>Pertes et récupération</translation>
    </message>
    <message>
        <source>Each casualty step is %1 men. A unit holds at most %2 steps; every %3 steps make one casting lost for good and %4 CW point off its combat worthiness. A unit left with no castings is eliminated.</source>
        <translation>Chaque palier de pertes vaut %1 hommes. Une unité porte au plus %2 paliers ; chaque %3 paliers font une figurine perdue pour de bon et %4 point de VC en moins. Une unité sans figurine est éliminée.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>did not move</source>
        <translation>n&apos;a pas bougé</translation>
    </message>
    <message>
        <source>was not fired upon</source>
        <translation>n&apos;a pas subi de tir</translation>
    </message>
    <message>
        <source>is %1 or more from every enemy</source>
        <translation>est à %1 ou plus de tout ennemi</translation>
    </message>
    <message>
        <source>Recovery, each active initiative, for a unit that %1: %2 steps, never more than it holds; castings lost never come back.</source>
        <translation>Récupération, à chaque initiative active, pour une unité qui %1 : %2 paliers, jamais plus qu&apos;elle n&apos;en porte ; les figurines perdues ne reviennent jamais.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Fumée</translation>
    </message>
    <message>
        <source>%1 in smoke fire at most %2 AP</source>
        <translation>%1 dans la fumée : au plus %2 PM</translation>
    </message>
    <message>
        <source>A unit is in smoke the moment it fires; it comes out by a segment without firing, or by moving. %1; fire at a target in smoke %2; a unit in smoke reads the IN SMOKE column of fire discipline.</source>
        <translation>Une unité est dans la fumée dès qu&apos;elle tire ; elle en sort par un segment sans tirer, ou en bougeant. %1 ; tir sur une cible dans la fumée %2 ; une unité dans la fumée lit la colonne DANS LA FUMÉE de la discipline de feu.</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>Ricochet</source>
        <translation>Ricochet</translation>
    </message>
    <message>
        <source>After ball fire, each unit in the direct line of fire within %1&quot; beyond the target is fired on again at %2, with its own die and no more AP. Canister does not ricochet.</source>
        <translation>Après un tir à boulet, chaque unité dans la ligne de tir directe à %1&quot; ou moins au-delà de la cible subit un nouveau tir à %2, avec son propre dé et sans autre PM. La mitraille ne ricoche pas.</translation>
    </message>
    <message>
        <source>Towns</source>
        <translation>Villes</translation>
    </message>
    <message>
        <source>any number of units</source>
        <translation>autant d&apos;unités qu&apos;on veut</translation>
    </message>
    <message>
        <source>one unit</source>
        <translation>une unité</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 unités</translation>
    </message>
    <message>
        <source>Troops in a town are fired on only when seen: within 1&quot; of the edge of a single-block farm, within 1/2&quot; of the edge of a multi-block town. Ricochet runs through the whole block. The town&apos;s cover is set by the scenario (%1). A built-up area holds %2; only %3 may occupy it.</source>
        <translation>Les troupes dans une ville ne subissent un tir que si elles sont vues : à 1&quot; du bord d&apos;une ferme d&apos;un seul bloc, à 1/2&quot; du bord d&apos;une ville de plusieurs blocs. Le ricochet traverse tout le bloc. Le couvert de la ville est fixé par le scénario (%1). Une zone bâtie contient %2 ; seule %3 peut l&apos;occuper.</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalAcceptance</name>
    <message>
        <source>there is no proposal %1</source>
        <translation>il n&apos;y a pas de proposition %1</translation>
    </message>
    <message>
        <source>proposal %1 is %2: only a waiting proposal can be accepted</source>
        <translation>la proposition %1 est %2 : seule une proposition en attente peut être acceptée</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalAction</name>
    <message>
        <source>there is no proposal %1</source>
        <translation>il n&apos;y a pas de proposition %1</translation>
    </message>
    <message>
        <source>proposal %1 is %2: only a waiting proposal can be declined</source>
        <translation>la proposition %1 est %2 : seule une proposition en attente peut être refusée</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalAmendment</name>
    <message>
        <source>a fire</source>
        <translation>un tir</translation>
    </message>
    <message>
        <source>a charge</source>
        <translation>une charge</translation>
    </message>
    <message>
        <source>a move</source>
        <translation>un mouvement</translation>
    </message>
    <message>
        <source>not a field of %1</source>
        <translation>pas un champ d&apos;%1</translation>
    </message>
    <message>
        <source>not a field of a fire, a charge or a move</source>
        <translation>pas un champ d&apos;un tir, d&apos;une charge ni d&apos;un mouvement</translation>
    </message>
    <message>
        <source>give a target or a target_feature, not both</source>
        <translation>donnez une cible (target) ou un target_feature, pas les deux</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalAudit</name>
    <message>
        <source>proposal %1 (No. %2 of </source>
        <translation>proposition %1 (n° %2 de </translation>
    </message>
    <message>
        <source>its side is not in the battle</source>
        <translation>son camp n&apos;est pas dans la bataille</translation>
    </message>
    <message>
        <source>its action is not one a side may propose</source>
        <translation>son action n&apos;est pas de celles qu&apos;un camp peut proposer</translation>
    </message>
    <message>
        <source>it names a log entry only when applied, and always then</source>
        <translation>elle ne nomme une entrée du journal que si elle est appliquée, et toujours dans ce cas</translation>
    </message>
    <message>
        <source>the log entry that applied it does not name it</source>
        <translation>l&apos;entrée du journal qui l&apos;a appliquée ne la nomme pas</translation>
    </message>
    <message>
        <source>it was declined without a reason</source>
        <translation>elle a été refusée sans motif</translation>
    </message>
    <message>
        <source>its side has too many waiting</source>
        <translation>son camp en a trop en attente</translation>
    </message>
    <message>
        <source>its unit has another proposal waiting</source>
        <translation>son unité a une autre proposition en attente</translation>
    </message>
    <message>
        <source>it does not match its checksum: it was changed after it was written</source>
        <translation>elle ne correspond pas à sa somme de contrôle : elle a été modifiée après avoir été écrite</translation>
    </message>
    <message>
        <source>its reason is not the one given by the log entry that declined it</source>
        <translation>son motif n&apos;est pas celui que donne l&apos;entrée du journal qui l&apos;a refusée</translation>
    </message>
    <message>
        <source>log entry %1 ruled on it, but it does not show that ruling</source>
        <translation>l&apos;entrée %1 du journal a statué sur elle, mais elle ne porte pas cette décision</translation>
    </message>
    <message>
        <source>no log entry declined it</source>
        <translation>aucune entrée du journal ne l&apos;a refusée</translation>
    </message>
    <message>
        <source>the proposals of </source>
        <translation>les propositions de </translation>
    </message>
    <message>
        <source>: No. %1 is missing, or numbered twice</source>
        <translation> : le n° %1 manque, ou est numéroté deux fois</translation>
    </message>
    <message>
        <source>log entry %1 ruled on proposal %2, which is not there</source>
        <translation>l&apos;entrée %1 du journal a statué sur la proposition %2, qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>the proposals are in order, each as written (%1 in all)</source>
        <translation>les propositions sont en ordre, chacune telle qu&apos;écrite (%1 en tout)</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalClaims</name>
    <message>
        <source> is not a claim your page offers for this unit</source>
        <translation> n&apos;est pas une affirmation que votre page propose pour cette unité</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalDesk</name>
    <message>
        <source>no such target</source>
        <translation>cible inconnue</translation>
    </message>
    <message>
        <source>the rules do not allow it where the unit stands; ask the umpire</source>
        <translation>les règles ne le permettent pas là où se trouve l&apos;unité ; demandez à l&apos;arbitre</translation>
    </message>
    <message>
        <source>no such side</source>
        <translation>camp inconnu</translation>
    </message>
    <message>
        <source>unit %1 is not one of your units</source>
        <translation>l&apos;unité %1 n&apos;est pas une de vos unités</translation>
    </message>
    <message>
        <source> has a proposal waiting already (No. </source>
        <translation> a déjà une proposition en attente (n° </translation>
    </message>
    <message>
        <source>%1 proposals are waiting already: wait for the umpire</source>
        <translation>%1 propositions sont déjà en attente : attendez l&apos;arbitre</translation>
    </message>
    <message>
        <source>no proposal No. %1</source>
        <translation>aucune proposition n° %1</translation>
    </message>
    <message>
        <source>proposal No. %1 is no longer waiting</source>
        <translation>la proposition n° %1 n&apos;est plus en attente</translation>
    </message>
    <message>
        <source>there is no room for the unit there; ask the umpire</source>
        <translation>il n&apos;y a pas de place pour l&apos;unité à cet endroit ; demandez à l&apos;arbitre</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalDialogs</name>
    <message>
        <source>a charge is rolled inch by inch in its dialog, and its outcome is the umpire&apos;s.</source>
        <translation>une charge se lance pouce par pouce dans sa boîte de dialogue, et son issue revient à l&apos;arbitre.</translation>
    </message>
    <message>
        <source>the fire cannot be made as proposed; see its dialog.</source>
        <translation>le tir ne peut se faire tel que proposé ; voir sa boîte de dialogue.</translation>
    </message>
    <message>
        <source>the dialog could not take all it proposes; choose there.</source>
        <translation>la boîte de dialogue n&apos;a pu reprendre tout ce qu&apos;elle propose ; choisissez-y.</translation>
    </message>
    <message>
        <source>a side proposes a fire, a charge or a move</source>
        <translation>un camp propose un tir, une charge ou un mouvement</translation>
    </message>
    <message>
        <source>the ricochet through the block takes its dice in the dialog.</source>
        <translation>le ricochet à travers le pâté prend ses dés dans la boîte de dialogue.</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalForm</name>
    <message>
        <source>a side proposes a fire, a charge or a move</source>
        <translation>un camp propose un tir, une charge ou un mouvement</translation>
    </message>
    <message>
        <source>only the umpire sets this field</source>
        <translation>seul l&apos;arbitre renseigne ce champ</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>a proposal is one JSON object</source>
        <translation>une proposition est un seul objet JSON</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalModel</name>
    <message>
        <source>Proposal</source>
        <translation>Proposition</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Dice typed</source>
        <translation>Dés saisis</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalOdds</name>
    <message>
        <source>Odds as proposed (the target&apos;s smoke and cover left to the umpire): %1.</source>
        <translation>Probabilités telles que proposées (la fumée et le couvert de la cible laissés à l&apos;arbitre) : %1.</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalPane</name>
    <message>
        <source>Enter accepts the highlighted proposal as proposed (a charge, or what needs the umpire, opens its dialog); Space opens it in its dialog to change it first; Delete declines it.</source>
        <translation>Entrée accepte la proposition en surbrillance telle que proposée (une charge, ou ce qui demande l&apos;arbitre, ouvre sa boîte de dialogue) ; Espace l&apos;ouvre dans sa boîte de dialogue pour la modifier d&apos;abord ; Suppr la refuse.</translation>
    </message>
    <message>
        <source>Enter: accept as proposed; Space: open in its dialog to change it; Delete: decline</source>
        <translation>Entrée : accepter telle que proposée ; Espace : ouvrir dans sa boîte de dialogue pour la modifier ; Suppr : refuser</translation>
    </message>
    <message>
        <source>Not done: </source>
        <translation>Non fait : </translation>
    </message>
    <message numerus="yes">
        <source>%n proposal(s) waiting</source>
        <translation>
            <numerusform>%n proposition en attente</numerusform>
            <numerusform>%n propositions en attente</numerusform>
        </translation>
    </message>
    <message>
        <source>No proposal is waiting. The sides propose fires, charges and moves from their players&apos; pages.</source>
        <translation>Aucune proposition en attente. Les camps proposent tirs, charges et mouvements depuis les pages des joueurs.</translation>
    </message>
    <message>
        <source>The proposal</source>
        <translation>La proposition</translation>
    </message>
    <message>
        <source> declined: </source>
        <translation> refusée : </translation>
    </message>
</context>
<context>
    <name>Adc::ProposalRecord</name>
    <message>
        <source>waiting for the umpire</source>
        <translation>en attente de l&apos;arbitre</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>appliquée</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>refusée</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retirée</translation>
    </message>
    <message>
        <source>lapsed at the end of its segment</source>
        <translation>devenue caduque à la fin de son segment</translation>
    </message>
    <message>
        <source>taken back by the umpire</source>
        <translation>reprise par l&apos;arbitre</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalRoutes</name>
    <message>
        <source>a proposal comes from the side&apos;s own page</source>
        <translation>une proposition vient de la page même du camp</translation>
    </message>
    <message>
        <source>a proposal is sent as application/json</source>
        <translation>une proposition s&apos;envoie en application/json</translation>
    </message>
    <message>
        <source>a proposal is at most %1 bytes</source>
        <translation>une proposition fait au plus %1 octets</translation>
    </message>
    <message>
        <source>too many proposals at once: wait a moment</source>
        <translation>trop de propositions à la fois : attendez un instant</translation>
    </message>
    <message>
        <source>a proposal&apos;s number is a whole number from 1</source>
        <translation>le numéro d&apos;une proposition est un nombre entier à partir de 1</translation>
    </message>
    <message>
        <source>the battle could not keep the proposal; tell the umpire</source>
        <translation>la bataille n&apos;a pas pu garder la proposition ; prévenez l&apos;arbitre</translation>
    </message>
    <message>
        <source>the battle cannot take proposals now; try again or tell the umpire</source>
        <translation>la bataille ne peut pas recevoir de propositions pour l&apos;instant ; réessayez ou prévenez l&apos;arbitre</translation>
    </message>
</context>
<context>
    <name>Adc::ProposalRows</name>
    <message>
        <source>Turn %1, segment %2</source>
        <translation>Tour %1, segment %2</translation>
    </message>
    <message>
        <source>an unseen unit</source>
        <translation>une unité invisible</translation>
    </message>
    <message>
        <source>an LTF</source>
        <translation>un obstacle linéaire</translation>
    </message>
    <message>
        <source>a river</source>
        <translation>une rivière</translation>
    </message>
    <message>
        <source>at a ford</source>
        <translation>à un gué</translation>
    </message>
    <message>
        <source>at a bridge</source>
        <translation>à un pont</translation>
    </message>
    <message>
        <source>Fire by </source>
        <translation>Tir par </translation>
    </message>
    <message>
        <source> at </source>
        <translation> sur </translation>
    </message>
    <message>
        <source>%1 AP</source>
        <translation>%1 PM</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>dé %1</translation>
    </message>
    <message>
        <source>claiming: </source>
        <translation>en invoquant : </translation>
    </message>
    <message>
        <source>Charge by </source>
        <translation>Charge par </translation>
    </message>
    <message>
        <source> on </source>
        <translation> sur </translation>
    </message>
    <message>
        <source>rolls thrown: </source>
        <translation>jets faits : </translation>
    </message>
    <message>
        <source>Move of </source>
        <translation>Mouvement de </translation>
    </message>
    <message>
        <source> to </source>
        <translation> vers </translation>
    </message>
    <message>
        <source>its own terrain</source>
        <translation>son terrain actuel</translation>
    </message>
    <message>
        <source>out of its feature</source>
        <translation>hors de son élément</translation>
    </message>
    <message>
        <source>into a feature</source>
        <translation>dans un élément</translation>
    </message>
    <message>
        <source>across: </source>
        <translation>en traversant : </translation>
    </message>
    <message>
        <source>along a road</source>
        <translation>par une route</translation>
    </message>
    <message numerus="yes">
        <source>%n proposal(s) waiting for the umpire</source>
        <translation>
            <numerusform>%n proposition en attente de l&apos;arbitre</numerusform>
            <numerusform>%n propositions en attente de l&apos;arbitre</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::ProposalText</name>
    <message>
        <source> No. %1</source>
        <translation> n° %1</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>unité %1</translation>
    </message>
    <message>
        <source>an LTF</source>
        <translation>un obstacle linéaire</translation>
    </message>
    <message>
        <source>a river</source>
        <translation>une rivière</translation>
    </message>
    <message>
        <source>a ford</source>
        <translation>un gué</translation>
    </message>
    <message>
        <source>a bridge</source>
        <translation>un pont</translation>
    </message>
    <message>
        <source>Fire: </source>
        <translation>Tir : </translation>
    </message>
    <message>
        <source> at </source>
        <translation> sur </translation>
    </message>
    <message>
        <source>, %1 AP</source>
        <translation>, %1 PM</translation>
    </message>
    <message>
        <source>; claims: </source>
        <translation> ; invoque : </translation>
    </message>
    <message>
        <source>Charge: </source>
        <translation>Charge : </translation>
    </message>
    <message>
        <source> with </source>
        <translation> avec </translation>
    </message>
    <message>
        <source> on </source>
        <translation> sur </translation>
    </message>
    <message>
        <source>Move: </source>
        <translation>Mouvement : </translation>
    </message>
    <message>
        <source> to </source>
        <translation> vers </translation>
    </message>
    <message>
        <source>, into </source>
        <translation>, dans </translation>
    </message>
    <message>
        <source>feature %1</source>
        <translation>élément %1</translation>
    </message>
    <message>
        <source>, leaving its feature</source>
        <translation>, en quittant son élément</translation>
    </message>
    <message>
        <source>, across </source>
        <translation>, en traversant </translation>
    </message>
    <message>
        <source>, along a road</source>
        <translation>, par une route</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>dé %1</translation>
    </message>
    <message>
        <source>boxcars %1</source>
        <translation>surconsommation %1</translation>
    </message>
    <message>
        <source>boxcars faces %1</source>
        <translation>faces de surconsommation %1</translation>
    </message>
    <message>
        <source>class dice %1</source>
        <translation>dés de classe %1</translation>
    </message>
    <message>
        <source>faces %1</source>
        <translation>faces %1</translation>
    </message>
    <message>
        <source>%1 at %2&quot;</source>
        <translation>%1 à %2&quot;</translation>
    </message>
    <message>
        <source>an action this program cannot read</source>
        <translation>une action que ce programme ne sait pas lire</translation>
    </message>
</context>
<context>
    <name>Adc::ProposeForm</name>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>No enemy unit in sight</source>
        <translation>Aucune unité ennemie en vue</translation>
    </message>
    <message>
        <source>its own terrain</source>
        <translation>son terrain actuel</translation>
    </message>
    <message>
        <source>not said (ball)</source>
        <translation>non dit (boulet)</translation>
    </message>
    <message>
        <source>Pooled with (optional)</source>
        <translation>Groupé avec (facultatif)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Range in inches</source>
        <translation>Portée en pouces</translation>
    </message>
    <message>
        <source>AP (optional, 1 when not said)</source>
        <translation>PM (facultatif, 1 si non dit)</translation>
    </message>
    <message>
        <source>Shot (guns)</source>
        <translation>Projectile (canons)</translation>
    </message>
    <message>
        <source>Die thrown at the table (optional d10)</source>
        <translation>Dé lancé à la table (d10 facultatif)</translation>
    </message>
    <message>
        <source>Also charging (optional)</source>
        <translation>Autres assaillants (facultatif)</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>Rolls thrown at the table (optional, farthest first)</source>
        <translation>Jets faits à la table (facultatif, le plus lointain d&apos;abord)</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>En traversant</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Vers</translation>
    </message>
    <message>
        <source>Along a road</source>
        <translation>Par une route</translation>
    </message>
    <message>
        <source>Proposal No. %1 sent: it waits for the umpire.</source>
        <translation>Proposition n° %1 envoyée : elle attend l&apos;arbitre.</translation>
    </message>
    <message>
        <source>Proposal No. %1 withdrawn.</source>
        <translation>Proposition n° %1 retirée.</translation>
    </message>
    <message>
        <source>The server did not take it (%1); try again.</source>
        <translation>Le serveur ne l&apos;a pas reçue (%1) ; réessayez.</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>N° %1</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason: %1</source>
        <translation>Motif de l&apos;arbitre : %1</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>No proposal yet</source>
        <translation>Aucune proposition pour l&apos;instant</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Proposals</source>
        <translation>Propositions</translation>
    </message>
    <message>
        <source>Propose a fire, a charge or a move</source>
        <translation>Proposer un tir, une charge ou un mouvement</translation>
    </message>
    <message>
        <source>Propose</source>
        <translation>Proposer</translation>
    </message>
    <message>
        <source>Claims (the umpire checks them)</source>
        <translation>Affirmations (l&apos;arbitre les vérifie)</translation>
    </message>
</context>
<context>
    <name>Adc::QrMatrix</name>
    <message>
        <source>cannot make a QR code (%1)</source>
        <translation>impossible de faire un code QR (%1)</translation>
    </message>
</context>
<context>
    <name>Adc::ReadOnlyMarker</name>
    <message>
        <source>READ-ONLY</source>
        <translation>LECTURE SEULE</translation>
    </message>
    <message>
        <source>The battle file cannot be written: it is shown, not changed. Save a copy to go on with it.</source>
        <translation>Le fichier de bataille ne peut pas être écrit : il est affiché, pas modifié. Enregistrez une copie pour continuer.</translation>
    </message>
    <message>
        <source>READ-ONLY: %1</source>
        <translation>LECTURE SEULE : %1</translation>
    </message>
    <message>
        <source>The battle file cannot be written (%1): it is shown, not changed. Save a copy to go on with it.</source>
        <translation>Le fichier de bataille ne peut pas être écrit (%1) : il est affiché, pas modifié. Enregistrez une copie pour continuer.</translation>
    </message>
</context>
<context>
    <name>Adc::RecentFiles</name>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vider le menu</translation>
    </message>
</context>
<context>
    <name>Adc::ReferenceCard</name>
    <message>
        <source>A l&apos;Ombre des Aigles: reference card</source>
        <translation>A l&apos;Ombre des Aigles : aide-mémoire</translation>
    </message>
    <message>
        <source>Reference card: A l&apos;Ombre des Aigles</source>
        <translation>Aide-mémoire : A l&apos;Ombre des Aigles</translation>
    </message>
    <message>
        <source>Reference card</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <source>Reference card: A l&apos;Ombre des Aigles · </source>
        <translation>Aide-mémoire : A l&apos;Ombre des Aigles · </translation>
    </message>
</context>
<context>
    <name>Adc::ReferenceForm</name>
    <message>
        <source>Hex on fire</source>
        <translation>Hexagone en feu</translation>
    </message>
    <message>
        <source>Fordable stream</source>
        <translation>Ruisseau guéable</translation>
    </message>
    <message>
        <source>Unfordable stream</source>
        <translation>Ruisseau non guéable</translation>
    </message>
    <message>
        <source>Frozen river or lake</source>
        <translation>Rivière ou lac gelé</translation>
    </message>
    <message>
        <source>Deep water</source>
        <translation>Eau profonde</translation>
    </message>
    <message>
        <source>Shallow water</source>
        <translation>Eau peu profonde</translation>
    </message>
    <message>
        <source>Other unit in the hex</source>
        <translation>Autre unité dans l&apos;hexagone</translation>
    </message>
    <message>
        <source>Small arms</source>
        <translation>Armes légères</translation>
    </message>
    <message>
        <source>An unbridged fordable stream</source>
        <translation>Un ruisseau guéable sans pont</translation>
    </message>
    <message>
        <source>An unbridged non-fordable stream</source>
        <translation>Un ruisseau non guéable sans pont</translation>
    </message>
    <message>
        <source>A river or lake hex that shows even the smallest amount of land</source>
        <translation>Un hexagone de rivière ou de lac qui montre la moindre parcelle de terre</translation>
    </message>
    <message>
        <source>The river or lake is frozen</source>
        <translation>La rivière ou le lac est gelé</translation>
    </message>
    <message>
        <source>Any field</source>
        <translation>Tout champ</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>Adc::ReferencePanel</name>
    <message>
        <source>&amp;Movement cost</source>
        <translation>Coût de &amp;mouvement</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Along the &amp;road</source>
        <translation>Le long de la &amp;route</translation>
    </message>
    <message>
        <source>Moving along the road from one road hex to another (march column or disordered).</source>
        <translation>Mouvement le long de la route d&apos;un hexagone de route à un autre (colonne de marche ou désordre).</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <source>The hex entered</source>
        <translation>L&apos;hexagone où l&apos;on entre</translation>
    </message>
    <message>
        <source>Change in elevation</source>
        <translation>Changement d&apos;altitude</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non donné</translation>
    </message>
    <message>
        <source>The unit&apos;s full movement allowance; needed only where a cost is a fraction of it (a mounted unit over a fence, wall or trench).</source>
        <translation>Le potentiel de mouvement complet de l&apos;unité ; nécessaire seulement quand un coût en est une fraction (unité montée franchissant une clôture, un mur ou une tranchée).</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>Movement &amp;allowance:</source>
        <translation>&amp;Potentiel de mouvement :</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Montée</translation>
    </message>
    <message>
        <source>Heavy equipment</source>
        <translation>Équipement lourd</translation>
    </message>
    <message>
        <source>Crewed weapons</source>
        <translation>Armes servies</translation>
    </message>
    <message>
        <source>Unlimbered artillery</source>
        <translation>Artillerie en batterie</translation>
    </message>
    <message>
        <source>Artillery pushed (moved while unlimbered)</source>
        <translation>Artillerie poussée (déplacée en batterie)</translation>
    </message>
    <message>
        <source>Naval unit</source>
        <translation>Unité navale</translation>
    </message>
    <message>
        <source>Small vessel</source>
        <translation>Petite embarcation</translation>
    </message>
    <message>
        <source>Target and fire</source>
        <translation>Cible et tir</translation>
    </message>
    <message>
        <source>F&amp;ire:</source>
        <translation>T&amp;ir :</translation>
    </message>
    <message>
        <source>The target&apos;s arc the fire comes through.</source>
        <translation>L&apos;arc de la cible par lequel arrive le tir.</translation>
    </message>
    <message>
        <source>&amp;Arc:</source>
        <translation>&amp;Arc :</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>non dit</translation>
    </message>
    <message>
        <source>&amp;Troops:</source>
        <translation>&amp;Troupes :</translation>
    </message>
    <message>
        <source>%1 yards a hex</source>
        <translation>%1 yards par hexagone</translation>
    </message>
    <message>
        <source>A line is small with no more than 500 troops at 100 yards a hex, 1000 at 200, 2000 at 400.</source>
        <translation>Une ligne est petite avec au plus 500 hommes à 100 yards par hexagone, 1000 à 200, 2000 à 400.</translation>
    </message>
    <message>
        <source>none deployed</source>
        <translation>aucun déployé</translation>
    </message>
    <message>
        <source>The share of the unit deployed as skirmishers: 1.00 is the whole unit.</source>
        <translation>La part de l&apos;unité déployée en tirailleurs : 1,00 est l&apos;unité entière.</translation>
    </message>
    <message>
        <source>S&amp;kirmishers:</source>
        <translation>Ti&amp;railleurs :</translation>
    </message>
    <message>
        <source>Higher than the firer</source>
        <translation>Plus haut que le tireur</translation>
    </message>
    <message>
        <source>The target&apos;s hex</source>
        <translation>L&apos;hexagone de la cible</translation>
    </message>
    <message>
        <source>More needed</source>
        <translation>Il en faut plus</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Interdit</translation>
    </message>
    <message>
        <source>table line: %1</source>
        <translation>ligne du tableau : %1</translation>
    </message>
    <message>
        <source>Cost %1 MP%2</source>
        <translation>Coût %1 PM%2</translation>
    </message>
    <message>
        <source> (road)</source>
        <translation> (route)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>road movement</source>
        <translation>mouvement sur route</translation>
    </message>
    <message>
        <source>base cost</source>
        <translation>coût de base</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No factor</source>
        <translation>Pas de facteur</translation>
    </message>
    <message>
        <source>Factor %1</source>
        <translation>Facteur %1</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produit</translation>
    </message>
    <message>
        <source>%1 unit</source>
        <translation>unité %1</translation>
    </message>
    <message>
        <source>%1% of the raw expected casualties</source>
        <translation>%1 % des pertes attendues brutes</translation>
    </message>
    <message>
        <source>E&amp;xposure to fire</source>
        <translation>E&amp;xposition au tir</translation>
    </message>
    <message>
        <source>F&amp;ormation:</source>
        <translation>F&amp;ormation :</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>É&amp;chelle :</translation>
    </message>
</context>
<context>
    <name>Adc::RenewTokenOrder</name>
    <message>
        <source>the table display&apos;s page has no side</source>
        <translation>la page de l&apos;affichage de table n&apos;a pas de camp</translation>
    </message>
    <message>
        <source>name the side whose address to renew, or page &quot;table&quot;</source>
        <translation>nommez le camp dont l&apos;adresse est à renouveler, ou page &quot;table&quot;</translation>
    </message>
</context>
<context>
    <name>Adc::ReorderAction</name>
    <message>
        <source>no brigade with id %1</source>
        <translation>aucune brigade d&apos;id %1</translation>
    </message>
    <message>
        <source>no unit with id %1</source>
        <translation>aucune unité d&apos;id %1</translation>
    </message>
    <message>
        <source>unit %1 is not in brigade %2</source>
        <translation>l&apos;unité %1 n&apos;est pas dans la brigade %2</translation>
    </message>
    <message>
        <source>%1 is a unit of %2; it cannot join %3 of %4</source>
        <translation>%1 est une unité de %2 ; elle ne peut pas rejoindre %3 de %4</translation>
    </message>
</context>
<context>
    <name>Adc::ReorderOrder</name>
    <message>
        <source>name at least one unit</source>
        <translation>nommez au moins une unité</translation>
    </message>
</context>
<context>
    <name>Adc::ReplenishmentTable</name>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>%1&quot; or more from every enemy</source>
        <translation>À %1&quot; ou plus de tout ennemi</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>Munitions</translation>
    </message>
    <message>
        <source>Tick the s&amp;ide</source>
        <translation>Cocher le ca&amp;mp</translation>
    </message>
    <message>
        <source>Tick every unit of the current unit&apos;s side as out of contact</source>
        <translation>Marquer hors contact chaque unité du camp de l&apos;unité courante</translation>
    </message>
    <message>
        <source>in contact (from the log)</source>
        <translation>au contact (d&apos;après le journal)</translation>
    </message>
    <message>
        <source>back to 0 (was %1)</source>
        <translation>revient à 0 (était %1)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>refills: %1 → %2</source>
        <translation>se réapprovisionne : %1 → %2</translation>
    </message>
    <message>
        <source>%1; %2 more to refill</source>
        <translation>%1 ; encore %2 pour se réapprovisionner</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>refills</source>
        <translation>se réapprovisionne</translation>
    </message>
</context>
<context>
    <name>Adc::RequestReader</name>
    <message>
        <source>expected a list of die faces</source>
        <translation>liste de faces de dé attendue</translation>
    </message>
    <message>
        <source>expected a list of die-face lists</source>
        <translation>liste de listes de faces attendue</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>nombre entier attendu</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 est hors limites (%2 à %3)</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>nombre attendu</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>chaîne attendue</translation>
    </message>
    <message>
        <source>expected a list of names</source>
        <translation>liste de noms attendue</translation>
    </message>
    <message>
        <source>expected a list of whole numbers</source>
        <translation>liste de nombres entiers attendue</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>champ inconnu</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 n&apos;est pas l&apos;un de %2</translation>
    </message>
</context>
<context>
    <name>Adc::RequestText</name>
    <message>
        <source>request: not valid JSON at offset %1: %2</source>
        <translation>requête : JSON invalide à la position %1 : %2</translation>
    </message>
    <message>
        <source>request: expected a JSON object</source>
        <translation>requête : objet JSON attendu</translation>
    </message>
</context>
<context>
    <name>Adc::ReturnFire</name>
    <message>
        <source>%1 is %2: fire discipline is rolled by infantry.</source>
        <translation>%1 est %2 : la discipline de feu se lance pour l&apos;infanterie.</translation>
    </message>
    <message>
        <source>%1 has no castings left.</source>
        <translation>%1 n&apos;a plus de figurines.</translation>
    </message>
    <message>
        <source>%1 has no AP left to return the fire.</source>
        <translation>%1 n&apos;a plus de PM pour répondre au tir.</translation>
    </message>
    <message>
        <source>%1 cannot return the fire: %2</source>
        <translation>%1 ne peut pas répondre au tir : %2</translation>
    </message>
</context>
<context>
    <name>Adc::Ricochet</name>
    <message>
        <source>a ricochet does not ricochet again</source>
        <translation>un ricochet ne ricoche pas de nouveau</translation>
    </message>
    <message>
        <source>no ricochet: </source>
        <translation>pas de ricochet : </translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>unité %1</translation>
    </message>
    <message>
        <source>%1 is in front of the target: no ricochet</source>
        <translation>%1 est devant la cible : pas de ricochet</translation>
    </message>
    <message>
        <source>%1 is %2 beyond the target: ricochet reaches %3</source>
        <translation>%1 est à %2 au-delà de la cible : le ricochet porte à %3</translation>
    </message>
</context>
<context>
    <name>Adc::RicochetChooser</name>
    <message>
        <source>No ricochet until a unit is ticked here.</source>
        <translation>Pas de ricochet tant qu&apos;aucune unité n&apos;est cochée ici.</translation>
    </message>
    <message>
        <source>Ricoc&amp;het on (in the line of fire within %1 beyond the target; Enter ticks):</source>
        <translation>Ricoc&amp;het sur (dans la ligne de tir à %1 ou moins au-delà de la cible ; Entrée coche) :</translation>
    </message>
</context>
<context>
    <name>Adc::RollLog</name>
    <message>
        <source>free to fire</source>
        <translation>libre de tirer</translation>
    </message>
    <message>
        <source>enters firefight</source>
        <translation>entre en fusillade</translation>
    </message>
    <message>
        <source>enters firefight when the enemy is within %1</source>
        <translation>entre en fusillade quand l&apos;ennemi est à %1 ou moins</translation>
    </message>
    <message>
        <source>fires</source>
        <translation>tire</translation>
    </message>
    <message>
        <source>fires when the enemy is within %1</source>
        <translation>tire quand l&apos;ennemi est à %1 ou moins</translation>
    </message>
    <message>
        <source>fire not allowed</source>
        <translation>tir interdit</translation>
    </message>
    <message numerus="yes">
        <source>%n casualty step(s) on %1</source>
        <translation>
            <numerusform>%n palier de pertes sur %1</numerusform>
            <numerusform>%n paliers de pertes sur %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n casting(s)</source>
        <translation>
            <numerusform> : %n figurine</numerusform>
            <numerusform> : %n figurines</numerusform>
        </translation>
    </message>
    <message>
        <source> and %1 CW lost</source>
        <translation> et %1 de VC perdus</translation>
    </message>
    <message>
        <source>, eliminated</source>
        <translation>, éliminée</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>unité %1</translation>
    </message>
    <message>
        <source>fire die</source>
        <translation>dé de tir</translation>
    </message>
    <message>
        <source>modified roll %1: </source>
        <translation>jet modifié %1 : </translation>
    </message>
    <message>
        <source>boxcars penalty</source>
        <translation>pénalité de surconsommation</translation>
    </message>
    <message numerus="yes">
        <source>%n more AP spent</source>
        <translation>
            <numerusform>%n PM de plus dépensé</numerusform>
            <numerusform>%n PM de plus dépensés</numerusform>
        </translation>
    </message>
    <message>
        <source>ricochet die on %1</source>
        <translation>dé de ricochet sur %1</translation>
    </message>
    <message>
        <source>discipline, %1</source>
        <translation>discipline, %1</translation>
    </message>
    <message>
        <source>charge discipline at %1&quot;</source>
        <translation>discipline de charge à %1&quot;</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>jet</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
    <message>
        <source>defender&apos;s fire die</source>
        <translation>dé de tir du défenseur</translation>
    </message>
</context>
<context>
    <name>Adc::RollOdds</name>
    <message numerus="yes">
        <source>%n casualty step(s)</source>
        <translation>
            <numerusform>%n palier de pertes</numerusform>
            <numerusform>%n paliers de pertes</numerusform>
        </translation>
    </message>
    <message>
        <source>fires at %1&quot;, firefight</source>
        <translation>tire à %1&quot;, fusillade</translation>
    </message>
    <message>
        <source>fires at %1&quot;</source>
        <translation>tire à %1&quot;</translation>
    </message>
    <message>
        <source>free</source>
        <comment>fire discipline result</comment>
        <translation>libre</translation>
    </message>
    <message>
        <source>fire</source>
        <comment>fire discipline result</comment>
        <translation>tir</translation>
    </message>
    <message>
        <source>%1&quot; fire</source>
        <translation>tir %1&quot;</translation>
    </message>
    <message>
        <source>firefight</source>
        <translation>fusillade</translation>
    </message>
    <message>
        <source>%1&quot; firefight</source>
        <translation>fusillade %1&quot;</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Odds before the roll: %1.</source>
        <translation>Probabilités avant le jet : %1.</translation>
    </message>
</context>
<context>
    <name>Adc::RollStory</name>
    <message>
        <source>an unseen unit</source>
        <translation>une unité invisible</translation>
    </message>
    <message numerus="yes">
        <source>%n casualty step(s) on %1</source>
        <translation>
            <numerusform>%n palier de pertes sur %1</numerusform>
            <numerusform>%n paliers de pertes sur %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the edge of a town block</source>
        <translation>la lisière d&apos;un pâté de maisons</translation>
    </message>
    <message>
        <source>%1 (firing) fired at %2 (target), %3 away. The d10 showed %4, modified to %5: row %6, column %7.</source>
        <translation>%1 (tireur) a tiré sur %2 (cible), à %3. Le d10 a donné %4, modifié en %5 : ligne %6, colonne %7.</translation>
    </message>
    <message>
        <source>%1 (firing) fired at %2 (target), %3 away. The d10 showed %4 (row %5).</source>
        <translation>%1 (tireur) a tiré sur %2 (cible), à %3. Le d10 a donné %4 (ligne %5).</translation>
    </message>
    <message>
        <source>%1 (firing) fired at %2 (target), %3 away. The d10 showed %4.</source>
        <translation>%1 (tireur) a tiré sur %2 (cible), à %3. Le d10 a donné %4.</translation>
    </message>
    <message>
        <source>%1 (firing) fired at %2 (target). The d10 showed %3.</source>
        <translation>%1 (tireur) a tiré sur %2 (cible). Le d10 a donné %3.</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Résultat : %1.</translation>
    </message>
    <message>
        <source>ricochet, d10 %1: %2</source>
        <translation>ricochet, d10 %1 : %2</translation>
    </message>
    <message>
        <source>%1 (testing) took a fire discipline test, %2: %3, row %4: %5.</source>
        <translation>%1 (testée) a passé un test de discipline de feu, %2 : %3, ligne %4 : %5.</translation>
    </message>
    <message>
        <source>A fire discipline test.</source>
        <translation>Un test de discipline de feu.</translation>
    </message>
    <message>
        <source>%1 (testing) took a fire discipline test.</source>
        <translation>%1 (testée) a passé un test de discipline de feu.</translation>
    </message>
    <message>
        <source>%1 (testing) took a fire discipline test; the dice showed %2.</source>
        <translation>%1 (testée) a passé un test de discipline de feu ; les dés ont donné %2.</translation>
    </message>
    <message>
        <source>%1 (defender) was charged by %2 (charger).</source>
        <translation>%1 (défenseur) a été chargée par %2 (assaillant).</translation>
    </message>
    <message>
        <source>%1 (charger) charged %2 (defender).</source>
        <translation>%1 (assaillant) a chargé %2 (défenseur).</translation>
    </message>
    <message>
        <source>%1 (defender) took a charge discipline test.</source>
        <translation>%1 (défenseur) a passé un test de discipline de charge.</translation>
    </message>
    <message>
        <source>at %1&quot;: %2, row %3: %4</source>
        <translation>à %1&quot; : %2, ligne %3 : %4</translation>
    </message>
    <message>
        <source>Its discipline (%1): %2.</source>
        <translation>Sa discipline (%1) : %2.</translation>
    </message>
    <message>
        <source>The defender&apos;s dice showed %1.</source>
        <translation>Les dés du défenseur ont donné %1.</translation>
    </message>
    <message>
        <source>It fired at %1&quot;, in a firefight.</source>
        <translation>Elle a tiré à %1&quot;, en fusillade.</translation>
    </message>
    <message>
        <source>It fired at %1&quot;.</source>
        <translation>Elle a tiré à %1&quot;.</translation>
    </message>
    <message>
        <source>Outcome: %1.</source>
        <translation>Résultat : %1.</translation>
    </message>
    <message>
        <source>Its fire: the d10 showed %1, modified to %2: row %3, column %4.</source>
        <translation>Son tir : le d10 a donné %1, modifié en %2 : ligne %3, colonne %4.</translation>
    </message>
    <message>
        <source>Its fire: the d10 showed %1 (row %2).</source>
        <translation>Son tir : le d10 a donné %1 (ligne %2).</translation>
    </message>
    <message>
        <source>The defender fired: the d10 showed %1.</source>
        <translation>Le défenseur a tiré : le d10 a donné %1.</translation>
    </message>
</context>
<context>
    <name>Adc::RollText</name>
    <message>
        <source>%1, rolled</source>
        <comment>dice the program or the window rolled</comment>
        <translation>%1, lancé</translation>
    </message>
    <message>
        <source>%1, typed</source>
        <comment>dice the umpire typed from the table</comment>
        <translation>%1, saisi</translation>
    </message>
    <message>
        <source>typed %1</source>
        <comment>a total typed without its dice</comment>
        <translation>saisi %1</translation>
    </message>
    <message>
        <source>%1, proposed</source>
        <comment>dice a side typed in its proposal</comment>
        <translation>%1, proposé</translation>
    </message>
    <message>
        <source>proposed %1</source>
        <comment>a total a side proposed without its dice</comment>
        <translation>proposé %1</translation>
    </message>
    <message>
        <source>fire die</source>
        <translation>dé de tir</translation>
    </message>
    <message>
        <source>boxcars penalty</source>
        <translation>pénalité de surconsommation</translation>
    </message>
    <message>
        <source>ricochet die</source>
        <translation>dé de ricochet</translation>
    </message>
    <message>
        <source>discipline at %1</source>
        <translation>discipline à %1</translation>
    </message>
    <message>
        <source>discipline</source>
        <translation>discipline</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>jet</translation>
    </message>
</context>
<context>
    <name>Adc::RosterCells</name>
    <message>
        <source>in smoke</source>
        <translation>dans la fumée</translation>
    </message>
    <message>
        <source>firefight</source>
        <translation>fusillade</translation>
    </message>
    <message>
        <source>, %1 from the edge</source>
        <translation>, à %1 de la lisière</translation>
    </message>
    <message>
        <source>, hidden</source>
        <translation>, cachée</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>a tiré</translation>
    </message>
    <message>
        <source>, in sight</source>
        <translation>, en vue</translation>
    </message>
    <message numerus="yes">
        <source>, %n tube(s)</source>
        <translation>
            <numerusform>, %n pièce</numerusform>
            <numerusform>, %n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n unit(s)</source>
        <translation>
            <numerusform>%1 : %n unité</numerusform>
            <numerusform>%1 : %n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>Totals of the brigade: current/initial</source>
        <translation>Totaux de la brigade : actuel/initial</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n unit(s)</source>
        <translation>
            <numerusform>%1, %2 : %n unité</numerusform>
            <numerusform>%1, %2 : %n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Castings</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Paliers</translation>
    </message>
    <message>
        <source>CW</source>
        <translation>VC</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Fumée</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Firefight</source>
        <translation>Fusillade</translation>
    </message>
    <message>
        <source>Castings: current/initial</source>
        <translation>Figurines : actuel/initial</translation>
    </message>
    <message>
        <source>Casualty steps held (20 men each; the third becomes a casting lost)</source>
        <translation>Paliers de pertes gardés (20 hommes chacun ; le troisième devient une figurine perdue)</translation>
    </message>
    <message>
        <source>Combat worthiness: current/initial</source>
        <translation>Valeur de combat : actuelle/initiale</translation>
    </message>
    <message>
        <source>Ammunition points; for guns ball/canister</source>
        <translation>Points de munitions ; pour les canons boulet/mitraille</translation>
    </message>
    <message>
        <source>Terrain, with the feature the unit occupies</source>
        <translation>Terrain, avec l&apos;élément que l&apos;unité occupe</translation>
    </message>
    <message>
        <source>Moved this segment; Undo takes the move back</source>
        <translation>Déplacée dans ce segment ; Annuler reprend le mouvement</translation>
    </message>
    <message>
        <source>Tick when the unit has moved this segment</source>
        <translation>Cocher quand l&apos;unité a bougé dans ce segment</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Déplacée</translation>
    </message>
    <message>
        <source>Ticked: the unit moved this segment, as the sweeps will read it</source>
        <translation>Coché : l&apos;unité a bougé dans ce segment, comme le lira le bilan</translation>
    </message>
    <message>
        <source>Fired</source>
        <translation>A tiré</translation>
    </message>
    <message>
        <source>The unit fired this segment; Undo of its fire clears it</source>
        <translation>L&apos;unité a tiré ce segment ; annuler son tir efface la marque</translation>
    </message>
    <message>
        <source>Full: %1 ball, %2 canister</source>
        <translation>Au complet : %1 boulet, %2 mitraille</translation>
    </message>
    <message>
        <source>Full: %1 AP</source>
        <translation>Au complet : %1 PM</translation>
    </message>
</context>
<context>
    <name>Adc::RosterGrid</name>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Castings</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Paliers</translation>
    </message>
    <message>
        <source>CW</source>
        <translation>VC</translation>
    </message>
    <message>
        <source>AP (guns: ball, canister)</source>
        <translation>PM (canons : boulet, mitraille)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>fumée</translation>
    </message>
</context>
<context>
    <name>Adc::RosterModel</name>
    <message>
        <source>Broken: it cannot fire.</source>
        <translation>Débandée : elle ne peut pas tirer.</translation>
    </message>
    <message>
        <source>Routed: it cannot fire.</source>
        <translation>En déroute : elle ne peut pas tirer.</translation>
    </message>
    <message>
        <source>Out of ammunition: no ball and no canister AP left.</source>
        <translation>À court de munitions : plus de PM de boulet ni de mitraille.</translation>
    </message>
    <message>
        <source>Out of ammunition: no AP left; it may scrounge 1 AP a segment, fired with the scrounging modifier.</source>
        <translation>À court de munitions : plus de PM ; elle peut en trouver 1 PM par segment, tiré avec le modificateur de recherche de munitions.</translation>
    </message>
    <message>
        <source>In smoke: it fired; infantry in smoke fire at most 1 AP, and fire at it counts the modifier for a target in smoke. It leaves smoke by not firing for a segment or by moving.</source>
        <translation>Dans la fumée : elle a tiré ; l&apos;infanterie dans la fumée tire au plus 1 PM, et un tir sur elle compte le modificateur de cible dans la fumée. Elle sort de la fumée en ne tirant pas pendant un segment ou en bougeant.</translation>
    </message>
    <message>
        <source>Hidden: in a town, unseen by the other side, which is never shown it; fire at its block&apos;s edge still reaches it by ricochet.</source>
        <translation>Cachée : dans un village, invisible pour l&apos;autre camp, à qui elle n&apos;est jamais montrée ; un tir sur la lisière de son pâté l&apos;atteint tout de même par ricochet.</translation>
    </message>
    <message>
        <source>In sight: the other sides&apos; players see its name, arm, formation and about how many castings it has.</source>
        <translation>En vue : les joueurs des autres camps voient son nom, son arme, sa formation et à peu près combien de figurines elle compte.</translation>
    </message>
</context>
<context>
    <name>Adc::RosterPane</name>
    <message>
        <source>fired</source>
        <translation>a tiré</translation>
    </message>
    <message>
        <source>In smoke</source>
        <translation>Dans la fumée</translation>
    </message>
    <message>
        <source>Only units in smoke</source>
        <translation>Seulement les unités dans la fumée</translation>
    </message>
    <message>
        <source>Out of AP</source>
        <translation>Sans PM</translation>
    </message>
    <message>
        <source>Only units with no ammunition left</source>
        <translation>Seulement les unités sans munitions</translation>
    </message>
    <message>
        <source>Routed/broken</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>Only routed or broken units</source>
        <translation>Seulement les unités en déroute ou débandées</translation>
    </message>
    <message>
        <source>Search units and brigades by name</source>
        <translation>Chercher des unités et des brigades par nom</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n unit(s)</source>
        <translation>
            <numerusform>%1 sur %n unité</numerusform>
            <numerusform>%1 sur %n unités</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::RosterSheet</name>
    <message>
        <source>in woods</source>
        <translation>dans un bois</translation>
    </message>
    <message>
        <source>in a built-up area</source>
        <translation>dans une zone bâtie</translation>
    </message>
    <message>
        <source>on a hill</source>
        <translation>sur une colline</translation>
    </message>
    <message>
        <source>on a wooded hill</source>
        <translation>sur une colline boisée</translation>
    </message>
    <message>
        <source>in a redoubt</source>
        <translation>dans une redoute</translation>
    </message>
    <message>
        <source>in firefight</source>
        <translation>en fusillade</translation>
    </message>
    <message>
        <source>1 tube</source>
        <translation>1 pièce</translation>
    </message>
    <message>
        <source>%1 tubes</source>
        <translation>%1 pièces</translation>
    </message>
    <message>
        <source>Turn %1, segment %2</source>
        <translation>Tour %1, segment %2</translation>
    </message>
    <message>
        <source>battle of %1</source>
        <translation>bataille de %1</translation>
    </message>
    <message>
        <source>printed %1</source>
        <translation>imprimé le %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>: roster sheet</source>
        <translation> : feuille d&apos;effectifs</translation>
    </message>
    <message>
        <source>(no brigade)</source>
        <translation>(sans brigade)</translation>
    </message>
    <message>
        <source>commander </source>
        <translation>commandant </translation>
    </message>
    <message>
        <source>No units.</source>
        <translation>Aucune unité.</translation>
    </message>
    <message>
        <source>%1: roster sheets</source>
        <translation>%1 : feuilles d&apos;effectifs</translation>
    </message>
    <message>
        <source>%1 class</source>
        <translation>classe %1</translation>
    </message>
    <message>
        <source>HIDDEN</source>
        <translation>CACHÉE</translation>
    </message>
    <message>
        <source>continued</source>
        <translation>suite</translation>
    </message>
    <message>
        <source>in sight</source>
        <translation>en vue</translation>
    </message>
</context>
<context>
    <name>Adc::RosterTree</name>
    <message>
        <source>(no brigade)</source>
        <translation>(sans brigade)</translation>
    </message>
</context>
<context>
    <name>Adc::RuleTables</name>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>AP per fire</source>
        <translation>PM par tir</translation>
    </message>
    <message numerus="yes">
        <source>%n AP in one fire</source>
        <translation>
            <numerusform>%n PM en un tir</numerusform>
            <numerusform>%n PM en un tir</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Arms</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>cannot fire</source>
        <translation>ne peut pas tirer</translation>
    </message>
    <message>
        <source>ball %1, canister %2</source>
        <translation>boulet %1, mitraille %2</translation>
    </message>
    <message>
        <source>set by a ruling</source>
        <translation>fixé par une décision</translation>
    </message>
    <message>
        <source>changed by the umpire (house %1)</source>
        <translation>changé par l&apos;arbitre (maison %1)</translation>
    </message>
    <message>
        <source>at most %1 AP</source>
        <translation>au plus %1 PM</translation>
    </message>
    <message>
        <source>no boxcars</source>
        <translation>pas de surconsommation</translation>
    </message>
    <message>
        <source>spends no AP</source>
        <translation>sans dépense de PM</translation>
    </message>
    <message>
        <source>within %1&quot; beyond the target</source>
        <translation>jusqu&apos;à %1&quot; au-delà de la cible</translation>
    </message>
    <message>
        <source>%1 only</source>
        <translation>%1 seulement</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>interdit</translation>
    </message>
    <message>
        <source>Values for a unit defending an LTF (a redoubt&apos;s parapet) and upslope of the nearest enemy; each bonus is lost when that does not hold. Redoubt parapet for artillery: %1.</source>
        <translation>Pour une unité défendant un obstacle linéaire et plus haut sur la pente que l&apos;ennemi ; sinon le bonus se perd. Parapet de redoute pour l&apos;artillerie : %1.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>En vigueur</translation>
    </message>
    <message>
        <source>House default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Replenishment, </source>
        <translation>Réapprovisionnement, </translation>
    </message>
    <message numerus="yes">
        <source>%n full turn(s)</source>
        <translation>
            <numerusform>%n tour complet</numerusform>
            <numerusform>%n tours complets</numerusform>
        </translation>
    </message>
    <message>
        <source>Fire modifiers</source>
        <translation>Modificateurs de tir</translation>
    </message>
    <message>
        <source>Terrain and morale</source>
        <translation>Terrain et moral</translation>
    </message>
    <message>
        <source>Ammunition and boxcars</source>
        <translation>Munitions et surconsommation</translation>
    </message>
    <message>
        <source>%1 to %2 AP a fire, in smoke %3</source>
        <translation>%1 à %2 PM par tir, dans la fumée %3</translation>
    </message>
    <message>
        <source>Starting AP, </source>
        <translation>PM de départ, </translation>
    </message>
    <message>
        <source>%1-%2 %3 more AP</source>
        <translation>%1-%2 : %3 PM de plus</translation>
    </message>
    <message>
        <source>Boxcars (a natural %1 on the fire die): each unit in the fire rolls %2 and loses, besides the AP it fired, %3; never below 0%4.</source>
        <translation>Surconsommation (un %1 naturel sur le dé de tir) : chaque unité du tir lance %2 et perd, en plus des PM tirés, %3 ; jamais sous 0%4.</translation>
    </message>
    <message>
        <source>; not while scrounging</source>
        <translation> ; sauf recherche de PM</translation>
    </message>
    <message>
        <source>Replenishment and scrounging</source>
        <translation>Réapprovisionnement et recherche de munitions</translation>
    </message>
    <message>
        <source>consecutive, %1&quot; or more from every enemy; back to full AP</source>
        <translation>consécutifs, à ≥ %1&quot; de l&apos;ennemi ; retour aux PM complets</translation>
    </message>
    <message>
        <source>Scrounging, a unit out of ammunition</source>
        <translation>Recherche de munitions, unité sans munitions</translation>
    </message>
    <message>
        <source>%1 AP a segment</source>
        <translation>%1 PM par segment</translation>
    </message>
    <message>
        <source>fires at %1; no boxcars</source>
        <translation>tire à %1 ; pas de surconsommation</translation>
    </message>
    <message>
        <source>Rulings of this battle</source>
        <translation>Décisions de cette bataille</translation>
    </message>
    <message>
        <source> (%1; house default %2)</source>
        <translation> (%1 ; par défaut %2)</translation>
    </message>
    <message>
        <source> All at their house defaults.</source>
        <translation> Toutes à leur valeur par défaut.</translation>
    </message>
</context>
<context>
    <name>Adc::RuleText</name>
    <message>
        <source>no modifier line applies to a unit in defensive order</source>
        <translation>aucune ligne de modificateur ne s&apos;applique à une unité en ordre défensif</translation>
    </message>
    <message>
        <source>road movement needs march column or disordered formation</source>
        <translation>le mouvement sur route demande la colonne de marche ou le désordre</translation>
    </message>
    <message>
        <source>road movement is not allowed when abatis are present in the hex</source>
        <translation>le mouvement sur route est interdit quand l&apos;hexagone contient des abattis</translation>
    </message>
    <message>
        <source>road movement not allowed (%1): off-road costs apply</source>
        <translation>mouvement sur route interdit (%1) : les coûts hors route s&apos;appliquent</translation>
    </message>
    <message>
        <source>town or village: always the standard cost, no modifier line applies</source>
        <translation>ville ou village : toujours le coût standard, aucune ligne de modificateur ne s&apos;applique</translation>
    </message>
    <message>
        <source>a hex on fire may not be entered</source>
        <translation>on ne peut pas entrer dans un hexagone en feu</translation>
    </message>
    <message>
        <source>mounted over a fence, wall or trench: one third of the full movement allowance is added to the cost like any other line</source>
        <translation>monté franchissant une clôture, un mur ou une tranchée : un tiers du potentiel de mouvement complet s&apos;ajoute au coût comme toute autre ligne</translation>
    </message>
    <message>
        <source>an escarpment with a change in elevation may not be crossed</source>
        <translation>un escarpement avec changement d&apos;altitude ne peut pas être franchi</translation>
    </message>
    <message>
        <source>heavy equipment may not cross an unbridged fordable stream or gully</source>
        <translation>l&apos;équipement lourd ne peut pas franchir un ruisseau guéable sans pont ni un ravin</translation>
    </message>
    <message>
        <source>an unbridged non-fordable stream may not be crossed</source>
        <translation>un ruisseau non guéable sans pont ne peut pas être franchi</translation>
    </message>
    <message>
        <source>artillery may not be pushed (moved while unlimbered) into a hex adjacent to an enemy unit</source>
        <translation>l&apos;artillerie ne peut pas être poussée (déplacée en batterie) dans un hexagone adjacent à une unité ennemie</translation>
    </message>
    <message>
        <source>non-naval units may not enter a river or lake unless it is frozen</source>
        <translation>les unités non navales ne peuvent pas entrer dans une rivière ou un lac sauf s&apos;il est gelé</translation>
    </message>
    <message>
        <source>frozen river or lake: normal movement costs</source>
        <translation>rivière ou lac gelé : coûts de mouvement normaux</translation>
    </message>
    <message>
        <source>may run aground</source>
        <translation>peut s&apos;échouer</translation>
    </message>
    <message>
        <source>naval units may move only on a river or lake: in deep water, or in shallow water with small vessels</source>
        <translation>les unités navales ne se déplacent que sur une rivière ou un lac : en eau profonde, ou en eau peu profonde avec de petites embarcations</translation>
    </message>
    <message>
        <source>naval unit: the naval table alone sets the cost</source>
        <translation>unité navale : seul le tableau naval fixe le coût</translation>
    </message>
    <message>
        <source>a unit may always move one hex per turn regardless of cost, as long as the move is not otherwise prohibited</source>
        <translation>une unité peut toujours avancer d&apos;un hexagone par tour quel que soit le coût, tant que le mouvement n&apos;est pas interdit par ailleurs</translation>
    </message>
    <message>
        <source>Fire combat chart</source>
        <translation>Tableau de tir</translation>
    </message>
    <message>
        <source>Roll the class dice. free: the unit does as ordered. N&quot; fire: it fires (during approach, when the enemy is within N&quot;). FF: it enters firefight status. Range only matters during approach fire.</source>
        <translation>Lancez les dés de classe. libre : l&apos;unité agit selon ses ordres. Tir N&quot; : elle tire (pendant l&apos;approche, quand l&apos;ennemi est à N&quot; ou moins). FF : elle entre en état de fusillade. La portée ne compte que pendant le tir d&apos;approche.</translation>
    </message>
    <message>
        <source>Defending infantry roll at each inch increment starting at 4&quot; until they fail; passing at every inch holds fire to close action.</source>
        <translation>L&apos;infanterie en défense lance à chaque pouce à partir de 4&quot; jusqu&apos;à un échec ; si elle réussit à chaque pouce, elle retient son feu jusqu&apos;au corps à corps.</translation>
    </message>
    <message>
        <source>Other fire modifiers</source>
        <translation>Autres modificateurs de tir</translation>
    </message>
    <message>
        <source>small arms</source>
        <translation>armes légères</translation>
    </message>
    <message>
        <source>Initial volley (first fire of the battle)</source>
        <translation>Salve initiale (premier tir de la bataille)</translation>
    </message>
    <message>
        <source>Scrounging ammunition</source>
        <translation>Recherche de munitions</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <source>Initial fire (first fire of the battle)</source>
        <translation>Tir initial (premier tir de la bataille)</translation>
    </message>
    <message>
        <source>Ricochet fire</source>
        <translation>Tir à ricochet</translation>
    </message>
    <message>
        <source>only guns fire ricochet</source>
        <translation>seuls les canons tirent à ricochet</translation>
    </message>
    <message>
        <source>canister does not ricochet: it stops at the original target</source>
        <translation>la mitraille ne ricoche pas : elle s&apos;arrête à la cible d&apos;origine</translation>
    </message>
    <message>
        <source>firer moving</source>
        <translation>tireur en mouvement</translation>
    </message>
    <message>
        <source>Infantry moved over half</source>
        <translation>Infanterie, &gt; ½ mvt</translation>
    </message>
    <message>
        <source>Battalion guns moved under half</source>
        <translation>Pièces de bat., &lt; ½ mvt</translation>
    </message>
    <message>
        <source>Battalion guns moved over half</source>
        <translation>Pièces de bat., &gt; ½ mvt</translation>
    </message>
    <message>
        <source>battalion guns that moved over half cannot fire</source>
        <translation>les pièces de bataillon ayant fait plus de la moitié de leur mouvement ne peuvent pas tirer</translation>
    </message>
    <message>
        <source>firer morale</source>
        <translation>moral du tireur</translation>
    </message>
    <message>
        <source>Firer shaken</source>
        <translation>Tireur ébranlé</translation>
    </message>
    <message>
        <source>Firer disordered</source>
        <translation>Tireur en désordre</translation>
    </message>
    <message>
        <source>Firer routed</source>
        <translation>Tireur en déroute</translation>
    </message>
    <message>
        <source>a routed unit cannot fire</source>
        <translation>une unité en déroute ne peut pas tirer</translation>
    </message>
    <message>
        <source>Firer broken</source>
        <translation>Tireur débandé</translation>
    </message>
    <message>
        <source>a broken unit cannot fire</source>
        <translation>une unité débandée ne peut pas tirer</translation>
    </message>
    <message>
        <source>firer smoke</source>
        <translation>fumée du tireur</translation>
    </message>
    <message>
        <source>Firer in smoke (fires at most 1 AP)</source>
        <translation>Tireur dans la fumée</translation>
    </message>
    <message>
        <source>target cover</source>
        <translation>couvert de la cible</translation>
    </message>
    <message>
        <source>Sparse cover</source>
        <translation>Couvert clairsemé</translation>
    </message>
    <message>
        <source>Light cover</source>
        <translation>Couvert léger</translation>
    </message>
    <message>
        <source>Medium cover</source>
        <translation>Couvert moyen</translation>
    </message>
    <message>
        <source>Heavy cover</source>
        <translation>Couvert lourd</translation>
    </message>
    <message>
        <source>Target in smoke</source>
        <translation>Cible dans la fumée</translation>
    </message>
    <message>
        <source>target</source>
        <translation>cible</translation>
    </message>
    <message>
        <source>Fire into the target&apos;s flank</source>
        <translation>Tir dans le flanc de la cible</translation>
    </message>
    <message>
        <source>Target in square</source>
        <translation>Cible en carré</translation>
    </message>
    <message>
        <source>Target in closed column</source>
        <translation>Cible en colonne serrée</translation>
    </message>
    <message>
        <source>Target is open order troops in cover</source>
        <translation>Cible dispersée à couvert</translation>
    </message>
    <message>
        <source>Counter-battery fire (the target is artillery)</source>
        <translation>Tir de contre-batterie</translation>
    </message>
    <message>
        <source>Range/effect</source>
        <translation>Portée/effet</translation>
    </message>
    <message>
        <source>Musket</source>
        <translation>Mousquet</translation>
    </message>
    <message>
        <source>close</source>
        <translation>bout portant</translation>
    </message>
    <message>
        <source>short</source>
        <translation>courte</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>long</source>
        <translation>longue</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrême</translation>
    </message>
    <message>
        <source>Rifled musket</source>
        <translation>Mousquet rayé</translation>
    </message>
    <message>
        <source>12# field guns</source>
        <translation>Canons de campagne de 12</translation>
    </message>
    <message>
        <source>canister</source>
        <translation>mitraille</translation>
    </message>
    <message>
        <source>8, 9 &amp; Austrian 12#</source>
        <translation>8, 9 et 12 autrichien</translation>
    </message>
    <message>
        <source>6# field guns &amp; 7# howitzer</source>
        <translation>Canons de campagne de 6 et obusier de 7</translation>
    </message>
    <message>
        <source>3, 4 &amp; Austrian 6#</source>
        <translation>3, 4 et 6 autrichien</translation>
    </message>
    <message>
        <source>3# Austrian field guns</source>
        <translation>Canons de campagne autrichiens de 3</translation>
    </message>
    <message>
        <source>BUAs confer a +1 morale advantage on units inside them</source>
        <translation>les zones bâties donnent +1 au moral aux unités qui s&apos;y trouvent</translation>
    </message>
    <message>
        <source>an infantry unit defending an LTF receives a +1 bonus to morale; LTF bonuses apply only to infantry</source>
        <translation>une infanterie défendant un obstacle linéaire reçoit +1 au moral ; infanterie seulement</translation>
    </message>
    <message>
        <source>hills confer a +1 morale advantage on any unit upslope of the nearest enemy unit</source>
        <translation>les collines donnent +1 au moral à toute unité plus haut sur la pente que l&apos;ennemi le plus proche</translation>
    </message>
    <message>
        <source>the unit occupying a redoubt is treated as being on a hill</source>
        <translation>l&apos;unité dans une redoute est traitée comme sur une colline</translation>
    </message>
    <message>
        <source>the enemy is upslope</source>
        <translation>l&apos;ennemi est plus haut sur la pente</translation>
    </message>
    <message>
        <source>the unit occupying a redoubt is treated as defending an LTF along its front (parapet)</source>
        <translation>l&apos;unité dans une redoute est traitée comme défendant un obstacle linéaire sur son front (parapet)</translation>
    </message>
    <message>
        <source>attacked from a side without a parapet</source>
        <translation>attaquée d&apos;un côté sans parapet</translation>
    </message>
    <message>
        <source>A hill lies between: artillery cannot shoot over it</source>
        <translation>Une colline s&apos;interpose : l&apos;artillerie ne peut pas tirer par-dessus</translation>
    </message>
    <message>
        <source>A wooded hill lies between: it blocks artillery line of sight</source>
        <translation>Une colline boisée s&apos;interpose : elle bloque la ligne de vue de l&apos;artillerie</translation>
    </message>
    <message>
        <source>All units suffer a 30% penalty at night</source>
        <translation>Toutes les unités subissent une pénalité de 30 % la nuit</translation>
    </message>
    <message>
        <source>Friendly units lie between</source>
        <translation>Des unités amies s&apos;interposent</translation>
    </message>
    <message>
        <source>Mounted cavalry units suffer a 33% penalty.</source>
        <translation>Les unités de cavalerie montées subissent une pénalité de 33 %.</translation>
    </message>
    <message>
        <source>Previously moved units suffer a 20% penalty.</source>
        <translation>Les unités ayant déjà bougé subissent une pénalité de 20 %.</translation>
    </message>
    <message>
        <source>Target on top of a hill or on its near slope: a valid target, whatever lies between</source>
        <translation>Cible au sommet d&apos;une colline ou sur sa pente proche : une cible valable, quoi qu&apos;il y ait entre les deux</translation>
    </message>
    <message>
        <source>The battery stands on a hill</source>
        <translation>La batterie est sur une colline</translation>
    </message>
    <message>
        <source>The friends between are 2&quot; or more from the target</source>
        <translation>Les amis interposés sont à 2&quot; ou plus de la cible</translation>
    </message>
    <message>
        <source>a 15% penalty in light rain or snow</source>
        <translation>une pénalité de 15 % sous une pluie ou une neige légère</translation>
    </message>
    <message>
        <source>a 30% penalty in heavy rain or snow</source>
        <translation>une pénalité de 30 % sous une forte pluie ou une forte neige</translation>
    </message>
    <message>
        <source>a wooded hill between blocks artillery line of sight</source>
        <translation>une colline boisée interposée bloque la ligne de vue de l&apos;artillerie</translation>
    </message>
    <message>
        <source>artillery cannot shoot over a hill; only a target on top of a hill or on its near slope may be fired at over one</source>
        <translation>l&apos;artillerie ne peut pas tirer par-dessus une colline ; seule une cible au sommet d&apos;une colline ou sur sa pente proche peut être visée par-dessus</translation>
    </message>
    <message>
        <source>artillery cannot shoot over intervening friends unless it stands on a hill and they are 2&quot; or more from the target (or the target is on a hill)</source>
        <translation>l&apos;artillerie ne peut pas tirer par-dessus des amis interposés, sauf si elle est sur une colline et qu&apos;ils sont à 2&quot; ou plus de la cible (ou si la cible est sur une colline)</translation>
    </message>
    <message>
        <source>the rules give defensive order and unlimbered artillery a factor only in a trench, sunken road, town, walled compound, redoubt or village</source>
        <translation>les règles ne donnent un facteur à l&apos;ordre défensif et à l&apos;artillerie en batterie que dans une tranchée, un chemin creux, une ville, un enclos muré, une redoute ou un village</translation>
    </message>
</context>
<context>
    <name>Adc::RulesCommand</name>
    <message>
        <source>request: not valid JSON at offset %1: %2</source>
        <translation>requête : JSON invalide à la position %1 : %2</translation>
    </message>
    <message>
        <source>request: expected a JSON object</source>
        <translation>requête : objet JSON attendu</translation>
    </message>
    <message>
        <source>rules: %1 is not one of %2</source>
        <translation>rules : %1 n&apos;est pas l&apos;un de %2</translation>
    </message>
</context>
<context>
    <name>Adc::RulesCommandLine</name>
    <message>
        <source>rules: name one of %1</source>
        <translation>rules : nommez l&apos;un de %1</translation>
    </message>
    <message>
        <source>Rulings where the rules are silent, with the house defaults.
A rules request may override them with a &quot;rulings&quot; object;
a battle keeps its own.

</source>
        <translation>Décisions là où les règles se taisent, avec les valeurs de la maison.
Une requête de règles peut les remplacer par un objet &quot;rulings&quot; ;
une bataille garde les siennes.

</translation>
    </message>
    <message>
        <source>%1 (default %2)
    %3
</source>
        <translation>%1 (par défaut %2)
    %3
</translation>
    </message>
</context>
<context>
    <name>Adc::Rulings</name>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>nombre entier de %1 à %2 attendu</translation>
    </message>
    <message>
        <source>expected a dice expression such as 2d6+1</source>
        <translation>expression de dés attendue, comme 2d6+1</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
    <message>
        <source>Class dice: Elite</source>
        <translation>Dés de classe : Élite</translation>
    </message>
    <message>
        <source>The fire discipline roll of an Elite unit. The rules do not say what the class dice are; the house reads 2d6+1.</source>
        <translation>Le jet de discipline de feu d&apos;une unité d&apos;élite. Les règles ne disent pas quels sont les dés de classe ; la maison lit 2d6+1.</translation>
    </message>
    <message>
        <source>Class dice: Line</source>
        <translation>Dés de classe : Ligne</translation>
    </message>
    <message>
        <source>The fire discipline roll of a Line unit; house default 2d6.</source>
        <translation>Le jet de discipline de feu d&apos;une unité de ligne ; par défaut 2d6.</translation>
    </message>
    <message>
        <source>Class dice: Conscript</source>
        <translation>Dés de classe : Conscrits</translation>
    </message>
    <message>
        <source>The fire discipline roll of a Conscript unit; house default 2d6-1.</source>
        <translation>Le jet de discipline de feu d&apos;une unité de conscrits ; par défaut 2d6-1.</translation>
    </message>
    <message>
        <source>Scrounging modifier</source>
        <translation>Modificateur de recherche de munitions</translation>
    </message>
    <message>
        <source>Small-arms fire by a unit scrounging ammunition. The fire chart says -3, the ammunition text -5; the house follows the chart.</source>
        <translation>Tir aux armes légères d&apos;une unité qui cherche des munitions. Le tableau de tir dit -3, le texte des munitions -5 ; la maison suit le tableau.</translation>
    </message>
    <message>
        <source>Boxcars face</source>
        <translation>Face de surconsommation</translation>
    </message>
    <message>
        <source>The natural fire d10 face that is &quot;boxcars&quot; and costs the firers extra AP on 2d6. The text does not say; the house reads a natural 10.</source>
        <translation>La face naturelle du d10 de tir qui déclenche la « surconsommation » et coûte aux tireurs des PM supplémentaires sur 2d6. Le texte ne le dit pas ; la maison lit un 10 naturel.</translation>
    </message>
    <message>
        <source>Battery ball AP</source>
        <translation>PM boulet de batterie</translation>
    </message>
    <message>
        <source>Battery canister AP</source>
        <translation>PM mitraille de batterie</translation>
    </message>
    <message>
        <source>Extend the fire chart</source>
        <translation>Prolonger le tableau de tir</translation>
    </message>
    <message>
        <source>Beyond 9 stands or 12 tubes, each column grows by one step per extra stand (per 2 extra tubes), as the chart itself grows. Off: read the top row.</source>
        <translation>Au-delà de 9 socles ou 12 pièces, chaque colonne croît d&apos;un palier par socle de plus (par 2 pièces de plus), comme le tableau lui-même. Désactivé : lire la ligne du haut.</translation>
    </message>
    <message>
        <source>Redoubt parapet for artillery</source>
        <translation>Parapet de redoute pour l&apos;artillerie</translation>
    </message>
    <message>
        <source>A redoubt is a hill plus an LTF, and &quot;a unit in a Redoubt generally gets +2&quot;: the house gives the parapet&apos;s +1 to artillery occupants too, though LTF bonuses are otherwise infantry only.</source>
        <translation>Une redoute est une colline plus un obstacle linéaire, et « une unité dans une redoute reçoit en général +2 » : la maison donne aussi le +1 du parapet aux occupants d&apos;artillerie, bien que les bonus d&apos;obstacle linéaire ne valent sinon que pour l&apos;infanterie.</translation>
    </message>
    <message>
        <source>Ricochet keeps the rate of fire</source>
        <translation>Le ricochet garde la cadence de tir</translation>
    </message>
    <message>
        <source>A ricochet spends no AP, and the rules give it only its own -2. The house keeps the rate-of-fire modifier of the fire that made it (-1 for 1 AP, +1 for 3, +2 for 4): it is the same shot going on. Off: a ricochet reads no rate-of-fire modifier.</source>
        <translation>Un ricochet ne dépense aucun PM, et les règles ne lui donnent que son propre -2. La maison garde le modificateur de cadence du tir qui l&apos;a produit (-1 pour 1 PM, +1 pour 3, +2 pour 4) : c&apos;est le même coup qui continue. Désactivé : un ricochet ne lit aucun modificateur de cadence.</translation>
    </message>
    <message>
        <source>Cavalry fires under infantry&apos;s rules</source>
        <translation>La cavalerie tire selon les règles de l&apos;infanterie</translation>
    </message>
    <message>
        <source>The fire chart names infantry for &quot;Infantry over half -1&quot;, &quot;Infantry In Smoke may fire no more than 1 AP&quot; and the initial volley, and says nothing of cavalry. The house follows the words: cavalry takes none of them. On: cavalry fires under them as infantry does.</source>
        <translation>La table de tir nomme l&apos;infanterie pour &quot;Infantry over half -1&quot;, &quot;Infantry In Smoke may fire no more than 1 AP&quot; et la salve initiale, et ne dit rien de la cavalerie. La maison suit le texte : la cavalerie n&apos;en prend aucun. Activé : la cavalerie tire selon eux comme l&apos;infanterie.</translation>
    </message>
    <message>
        <source>Cavalry replenishment turns</source>
        <translation>Tours de réapprovisionnement de la cavalerie</translation>
    </message>
    <message>
        <source>Infantry refills its ammunition after one full turn 10&quot; or more from every enemy, artillery after four; the rules say nothing of cavalry. It carries small arms, so the house gives it one turn, as infantry.</source>
        <translation>L&apos;infanterie refait ses munitions après un tour complet à 10&quot; ou plus de tout ennemi, l&apos;artillerie après quatre ; les règles ne disent rien de la cavalerie. Elle porte des armes légères, donc la maison lui donne un tour, comme l&apos;infanterie.</translation>
    </message>
    <message>
        <source>Pooled fire shares its modifiers</source>
        <translation>Le tir groupé partage ses modificateurs</translation>
    </message>
    <message>
        <source>A battery&apos;s full ball ammunition when its national appendix is not at hand, given to one added without its own (house default 8).</source>
        <translation>Les munitions de boulet au complet d&apos;une batterie quand son annexe nationale n&apos;est pas sous la main, données à celle ajoutée sans les siennes (par défaut 8).</translation>
    </message>
    <message>
        <source>A battery&apos;s full canister ammunition when its national appendix is not at hand, given to one added without its own (house default 4).</source>
        <translation>Les munitions de mitraille au complet d&apos;une batterie quand son annexe nationale n&apos;est pas sous la main, données à celle ajoutée sans les siennes (par défaut 4).</translation>
    </message>
    <message>
        <source>Units of a brigade &quot;may pool their fire when range, morale status, target&apos;s cover are all equal&quot;: only those three forbid a pool. Where the firers differ in anything else (one in smoke, one&apos;s initial volley, one scrounging), they pool; a fire asked at an AP one of them cannot spend (2 AP with one in smoke: &quot;Infantry In Smoke may fire no more than 1 AP&quot;) is refused, naming it and why, and a fire that names no AP fires at 1. A firer&apos;s own modifier counts only when every firer has it: one roll takes one set of modifiers, and none is given to a unit that has not earned it. Off: such firers may not pool.</source>
        <translation>Les unités d&apos;une brigade « peuvent grouper leur tir quand la portée, l&apos;état de moral et le couvert de la cible sont tous égaux » : seuls ces trois points interdisent un groupe. Là où les tireurs diffèrent en autre chose (l&apos;un dans la fumée, la salve initiale de l&apos;un, l&apos;un en recherche de munitions), ils se groupent ; un tir demandé à un nombre de PM que l&apos;un d&apos;eux ne peut dépenser (2 PM avec l&apos;un dans la fumée : « l&apos;infanterie dans la fumée ne peut tirer plus de 1 PM ») est refusé, en le nommant et en disant pourquoi, et un tir qui ne nomme pas de PM tire à 1. Le modificateur propre d&apos;un tireur ne compte que si chaque tireur l&apos;a : un jet prend un seul jeu de modificateurs, et aucun n&apos;est donné à une unité qui ne l&apos;a pas mérité. Désactivé : de tels tireurs ne peuvent pas grouper leur tir.</translation>
    </message>
</context>
<context>
    <name>Adc::RulingsDialog</name>
    <message>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Rulings: %1</source>
        <translation>Décisions : %1</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Where the rules are silent or contradict themselves the umpire rules. OK applies the changes as one action: Undo takes them back.</source>
        <translation>Là où les règles se taisent ou se contredisent, l&apos;arbitre décide. OK applique les changements en une seule action : Annuler les reprend.</translation>
    </message>
    <message>
        <source>No battle is open: the rulings shown are the house defaults.</source>
        <translation>Aucune bataille n&apos;est ouverte : les décisions montrées sont celles de la maison.</translation>
    </message>
    <message>
        <source>The battle file is open read-only: the rulings cannot change.</source>
        <translation>Le fichier de bataille est ouvert en lecture seule : les décisions ne peuvent pas changer.</translation>
    </message>
    <message>
        <source>House default: %1</source>
        <translation>Par défaut de la maison : %1</translation>
    </message>
    <message>
        <source>%1: mean %2, %3 to %4; 10 or more %5%, 2 or less %6%</source>
        <translation>%1 : moyenne %2, %3 à %4 ; 10 ou plus %5 %, 2 ou moins %6 %</translation>
    </message>
    <message>
        <source>Correct the rulings marked in red before applying them.</source>
        <translation>Corrigez les décisions marquées en rouge avant de les appliquer.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Non appliqué : %1</translation>
    </message>
</context>
<context>
    <name>Adc::ScriptedRandom</name>
    <message>
        <source>no face left for die %1 (a d%2): only %3 given</source>
        <translation>plus de face pour le dé %1 (un d%2) : seulement %3 donnée(s)</translation>
    </message>
    <message>
        <source>die %1 shows %2, which a d%3 cannot show (1 to %3)</source>
        <translation>le dé %1 montre %2, ce qu&apos;un d%3 ne peut pas montrer (1 à %3)</translation>
    </message>
</context>
<context>
    <name>Adc::Scrounging</name>
    <message>
        <source>%1 has %2 AP left: only a unit out of ammunition may scrounge</source>
        <translation>%1 a encore %2 PM : seule une unité à court de munitions peut chercher des munitions</translation>
    </message>
</context>
<context>
    <name>Adc::SegmentSweepPlanner</name>
    <message>
        <source>segment %1 is the last of turn %2 (%3 segments a turn): end-turn ends it and the turn</source>
        <translation>le segment %1 est le dernier du tour %2 (%3 segments par tour) : end-turn le termine avec le tour</translation>
    </message>
</context>
<context>
    <name>Adc::SegmentSweepTable</name>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Déplacée</translation>
    </message>
    <message>
        <source>Enemy within %1&quot;</source>
        <translation>Ennemi ≤ %1&quot;</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Fumée</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Paliers</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>Its initiative ends: it may recover steps.</source>
        <translation>Son initiative se termine : elle peut récupérer des paliers.</translation>
    </message>
    <message>
        <source>Marked as moved during the segment.</source>
        <translation>Marquée comme ayant bougé pendant le segment.</translation>
    </message>
    <message>
        <source>stays (fired)</source>
        <translation>reste (a tiré)</translation>
    </message>
    <message>
        <source>in smoke</source>
        <translation>dans la fumée</translation>
    </message>
    <message>
        <source>%1 → %2 (recovers %3)</source>
        <translation>%1 → %2 (récupère %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 (not its initiative)</source>
        <translation>%1 (pas son initiative)</translation>
    </message>
    <message>
        <source>scrounges %1 → %2</source>
        <translation>trouve %1 → %2</translation>
    </message>
    <message>
        <source>1 unit changes at the end of the segment.</source>
        <translation>1 unité change à la fin du segment.</translation>
    </message>
    <message>
        <source>%1 units change at the end of the segment.</source>
        <translation>%1 unités changent à la fin du segment.</translation>
    </message>
    <message>
        <source>What the log shows</source>
        <translation>Ce que montre le journal</translation>
    </message>
    <message>
        <source>Tick the &amp;brigade</source>
        <translation>Cocher la &amp;brigade</translation>
    </message>
    <message>
        <source>Tick this column&apos;s box for every unit of the current unit&apos;s brigade</source>
        <translation>Cocher la case de cette colonne pour chaque unité de la brigade de l&apos;unité courante</translation>
    </message>
    <message>
        <source>Tick the s&amp;ide</source>
        <translation>Cocher le ca&amp;mp</translation>
    </message>
    <message>
        <source>Tick this column&apos;s box for every unit of the current unit&apos;s side</source>
        <translation>Cocher la case de cette colonne pour chaque unité du camp de l&apos;unité courante</translation>
    </message>
</context>
<context>
    <name>Adc::ServeCommandLine</name>
    <message>
        <source>the battle&apos;s database answers again</source>
        <translation>la base de données de la bataille répond de nouveau</translation>
    </message>
    <message>
        <source>the battle&apos;s database does not answer; the pages answer &quot;unavailable&quot; until it does</source>
        <translation>la base de données de la bataille ne répond pas ; les pages répondent « indisponible » jusqu&apos;à ce qu&apos;elle réponde</translation>
    </message>
    <message>
        <source>--bind: %1 is not an IP address</source>
        <translation>--bind : %1 n&apos;est pas une adresse IP</translation>
    </message>
    <message>
        <source>--port: %1 is not a port (1 to 65535)</source>
        <translation>--port : %1 n&apos;est pas un port (1 à 65535)</translation>
    </message>
    <message>
        <source>%1: %2 is not a number of seconds from %3 to %4</source>
        <translation>%1 : %2 n&apos;est pas un nombre de secondes de %3 à %4</translation>
    </message>
    <message>
        <source>--per-address: %1 is not a number of connections from 1 to %2</source>
        <translation>--per-address : %1 n&apos;est pas un nombre de connexions de 1 à %2</translation>
    </message>
    <message>
        <source>--proposal-rate: %1 is not a number of proposals a second from 1 to %2</source>
        <translation>--proposal-rate : %1 n&apos;est pas un nombre de propositions par seconde de 1 à %2</translation>
    </message>
</context>
<context>
    <name>Adc::ServerAddress</name>
    <message>
        <source>: is not a server address (postgresql://[user@]host[:port]/database)</source>
        <translation> : n&apos;est pas une adresse de serveur (postgresql://[utilisateur@]hôte[:port]/base)</translation>
    </message>
    <message>
        <source>a server address never holds a password; give it in PGPASSWORD, ~/.pgpass or a PGSERVICE entry</source>
        <translation>une adresse de serveur ne contient jamais de mot de passe ; donnez-le dans PGPASSWORD, ~/.pgpass ou une entrée PGSERVICE</translation>
    </message>
    <message>
        <source>: names no database (postgresql://host/database)</source>
        <translation> : ne nomme aucune base (postgresql://hôte/base)</translation>
    </message>
    <message>
        <source>: the option &quot;</source>
        <translation> : l&apos;option &quot;</translation>
    </message>
    <message>
        <source>&quot; is not a connection option</source>
        <translation>&quot; n&apos;est pas une option de connexion</translation>
    </message>
    <message>
        <source>the address may not set </source>
        <translation>l&apos;adresse ne peut pas fixer </translation>
    </message>
    <message>
        <source>: it would connect elsewhere, as someone else or with other settings than the address shows (</source>
        <translation> : elle se connecterait ailleurs, sous une autre identité ou avec d&apos;autres réglages que ceux que montre l&apos;adresse (</translation>
    </message>
    <message>
        <source>&quot; is not one this program passes on (one of </source>
        <translation>&quot; n&apos;est pas une de celles que ce programme transmet (parmi </translation>
    </message>
</context>
<context>
    <name>Adc::ServerConnection</name>
    <message>
        <source>the server refused the user name or password (%1); a password comes from PGPASSWORD, ~/.pgpass or PGSERVICE</source>
        <translation>le serveur a refusé le nom d&apos;utilisateur ou le mot de passe (%1) ; un mot de passe vient de PGPASSWORD, ~/.pgpass ou PGSERVICE</translation>
    </message>
    <message>
        <source>the server has no such database (%1); create it first (createdb)</source>
        <translation>le serveur n&apos;a pas cette base (%1) ; créez-la d&apos;abord (createdb)</translation>
    </message>
    <message>
        <source>the server cannot be reached (%1)</source>
        <translation>le serveur est injoignable (%1)</translation>
    </message>
    <message>
        <source>cannot connect to the server (%1)</source>
        <translation>connexion au serveur impossible (%1)</translation>
    </message>
    <message>
        <source>: this program cannot reach PostgreSQL servers: Qt&apos;s PostgreSQL driver (QPSQL, Debian package libqt6sql6-psql) is not installed</source>
        <translation> : ce programme ne peut pas joindre de serveur PostgreSQL : le pilote PostgreSQL de Qt (QPSQL, paquet Debian libqt6sql6-psql) n&apos;est pas installé</translation>
    </message>
</context>
<context>
    <name>Adc::ServerStorage</name>
    <message>
        <source>: the database is empty, not a battle (make one there with adc init --db)</source>
        <translation> : la base est vide, ce n&apos;est pas une bataille (créez-en une avec adc init --db)</translation>
    </message>
    <message>
        <source>: the database is not a battle (it has no schema_version table)</source>
        <translation> : la base n&apos;est pas une bataille (elle n&apos;a pas de table schema_version)</translation>
    </message>
    <message>
        <source>: the battle was written by a newer Aide-de-Camp (battle version %1; this program reads up to version %2)</source>
        <translation> : la bataille a été écrite par un Aide-de-Camp plus récent (bataille en version %1 ; ce programme lit jusqu&apos;à la version %2)</translation>
    </message>
    <message>
        <source>: the database is not a battle (the table &quot;%1&quot; is missing)</source>
        <translation> : la base n&apos;est pas une bataille (la table &quot;%1&quot; manque)</translation>
    </message>
    <message>
        <source>: the database is not a battle (it holds no battle)</source>
        <translation> : la base n&apos;est pas une bataille (elle ne contient aucune bataille)</translation>
    </message>
    <message>
        <source>name: a battle needs a name</source>
        <translation>name : une bataille a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>the database already holds tables; a new battle is made only in an empty database</source>
        <translation>la base contient déjà des tables ; une nouvelle bataille ne se crée que dans une base vide</translation>
    </message>
    <message>
        <source>: the battle could not be created: </source>
        <translation> : la bataille n&apos;a pas pu être créée : </translation>
    </message>
    <message>
        <source>the role %1 may only read this battle</source>
        <translation>le rôle %1 ne peut que lire cette bataille</translation>
    </message>
    <message>
        <source>it was opened for reading only</source>
        <translation>il a été ouvert en lecture seule</translation>
    </message>
    <message>
        <source>: is a version %1 battle that must be upgraded to version %2, but it is read-only (%3)</source>
        <translation> : est une bataille en version %1 qui doit passer en version %2, mais elle est en lecture seule (%3)</translation>
    </message>
    <message>
        <source>: a battle on a server is not saved as a copy from here; use adc copy --from </source>
        <translation> : une bataille sur un serveur ne s&apos;enregistre pas en copie d&apos;ici ; utilisez adc copy --from </translation>
    </message>
    <message>
        <source>the battle is on the server %1 (PostgreSQL %2), which keeps its constraints and foreign keys itself: the file checks do not apply</source>
        <translation>la bataille est sur le serveur %1 (PostgreSQL %2), qui tient lui-même ses contraintes et clés étrangères : les contrôles de fichier ne s&apos;appliquent pas</translation>
    </message>
</context>
<context>
    <name>Adc::SetSettingOrder</name>
    <message>
        <source>expected a whole number from 1 to 99</source>
        <translation>nombre entier de 1 à 99 attendu</translation>
    </message>
    <message>
        <source>expected a time of day as HH:MM, e.g. &quot;14:00&quot;</source>
        <translation>heure attendue au format HH:MM, par ex. &quot;14:00&quot;</translation>
    </message>
    <message>
        <source>%1 is not a setting (one of %2)</source>
        <translation>%1 n&apos;est pas un réglage (l&apos;un de %2)</translation>
    </message>
</context>
<context>
    <name>Adc::SettingsAction</name>
    <message>
        <source>the battle is in segment %1; end the turn before making it %2 segments long</source>
        <translation>la bataille est au segment %1 ; terminez le tour avant de le faire durer %2 segments</translation>
    </message>
</context>
<context>
    <name>Adc::ShortcutsWindow</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Ce qu&apos;elles font</translation>
    </message>
    <message>
        <source>Type a name</source>
        <translation>Taper un nom</translation>
    </message>
    <message>
        <source>In a list of units: goes to the first whose name starts so (the firer, the target)</source>
        <translation>Dans une liste d&apos;unités : va à la première dont le nom commence ainsi (le tireur, la cible)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>In a dialog: the highlighted button (in the fire dialog, rolls and applies)</source>
        <translation>Dans une boîte de dialogue : le bouton en surbrillance (dans la boîte de tir, lance et applique)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Ticks or unticks the box in focus</source>
        <translation>Coche ou décoche la case qui a le focus</translation>
    </message>
    <message>
        <source>Down, Enter</source>
        <translation>Bas, Entrée</translation>
    </message>
    <message>
        <source>In the search box: to the first unit found</source>
        <translation>Dans le champ de recherche : vers la première unité trouvée</translation>
    </message>
    <message>
        <source>1 to 4</source>
        <translation>1 à 4</translation>
    </message>
    <message>
        <source>On a charge&apos;s last page: how the charge ended</source>
        <translation>Sur la dernière page d&apos;une charge : comment la charge s&apos;est terminée</translation>
    </message>
</context>
<context>
    <name>Adc::Sql</name>
    <message>
        <source>the disk is full (%1); nothing of this action was written</source>
        <translation>le disque est plein (%1) ; rien de cette action n&apos;a été écrit</translation>
    </message>
    <message>
        <source>the battle file is read-only (%1)</source>
        <translation>le fichier de bataille est en lecture seule (%1)</translation>
    </message>
    <message>
        <source>another program is writing to the battle file (%1)</source>
        <translation>un autre programme écrit dans le fichier de bataille (%1)</translation>
    </message>
    <message>
        <source>the battle file could not be read or written (%1)</source>
        <translation>le fichier de bataille n&apos;a pas pu être lu ou écrit (%1)</translation>
    </message>
    <message>
        <source>the battle file is damaged (%1)</source>
        <translation>le fichier de bataille est endommagé (%1)</translation>
    </message>
    <message>
        <source>the battle file cannot be opened (%1)</source>
        <translation>le fichier de bataille ne peut pas être ouvert (%1)</translation>
    </message>
    <message>
        <source>a value breaks the battle file&apos;s rules (%1)</source>
        <translation>une valeur enfreint les règles du fichier de bataille (%1)</translation>
    </message>
    <message>
        <source>a value breaks the battle&apos;s rules (%1)</source>
        <translation>une valeur enfreint les règles de la bataille (%1)</translation>
    </message>
    <message>
        <source>the server lets this role only read (%1)</source>
        <translation>le serveur ne permet à ce rôle que la lecture (%1)</translation>
    </message>
    <message>
        <source>the server&apos;s disk is full (%1); nothing of this action was written</source>
        <translation>le disque du serveur est plein (%1) ; rien de cette action n&apos;a été écrit</translation>
    </message>
    <message>
        <source>another station changed the same rows at the same moment (%1)</source>
        <translation>un autre poste a modifié les mêmes lignes au même moment (%1)</translation>
    </message>
    <message>
        <source>the connection to the server was lost (%1)</source>
        <translation>la connexion au serveur a été perdue (%1)</translation>
    </message>
    <message>
        <source>the connection to the server was lost</source>
        <translation>la connexion au serveur a été perdue</translation>
    </message>
    <message>
        <source>a text holds a NUL character (U+0000), which a PostgreSQL server cannot keep</source>
        <translation>un texte contient un caractère NUL (U+0000), qu&apos;un serveur PostgreSQL ne peut pas garder</translation>
    </message>
</context>
<context>
    <name>Adc::SqliteBackup</name>
    <message>
        <source>already exists; a copy never overwrites a file</source>
        <translation>existe déjà ; une copie n&apos;écrase jamais un fichier</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>le dossier %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>is the battle itself</source>
        <translation>est la bataille elle-même</translation>
    </message>
    <message>
        <source>the battle&apos;s connection is not an SQLite one</source>
        <translation>la connexion de la bataille n&apos;est pas une connexion SQLite</translation>
    </message>
    <message>
        <source>the battle is not open</source>
        <translation>la bataille n&apos;est pas ouverte</translation>
    </message>
    <message>
        <source>the copy could not be written: %1</source>
        <translation>la copie n&apos;a pas pu être écrite : %1</translation>
    </message>
</context>
<context>
    <name>Adc::SqliteCheck</name>
    <message>
        <source>the integrity check could not run: </source>
        <translation>la vérification d&apos;intégrité n&apos;a pas pu s&apos;exécuter : </translation>
    </message>
    <message>
        <source>SQLite&apos;s full integrity check finds nothing wrong</source>
        <translation>la vérification d&apos;intégrité complète de SQLite ne trouve rien d&apos;anormal</translation>
    </message>
    <message>
        <source>the file is damaged: </source>
        <translation>le fichier est endommagé : </translation>
    </message>
    <message>
        <source>the foreign key check could not run: </source>
        <translation>la vérification des clés étrangères n&apos;a pas pu s&apos;exécuter : </translation>
    </message>
    <message>
        <source>%1 row %2 refers to a row of %3 that does not exist</source>
        <translation>%1 ligne %2 renvoie à une ligne de %3 qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>and %1 more rows that refer to missing rows</source>
        <translation>et %1 autres lignes qui renvoient à des lignes manquantes</translation>
    </message>
    <message>
        <source>every row refers only to rows that exist</source>
        <translation>chaque ligne ne renvoie qu&apos;à des lignes qui existent</translation>
    </message>
    <message>
        <source>the file&apos;s size matches its page count</source>
        <translation>la taille du fichier correspond à son nombre de pages</translation>
    </message>
</context>
<context>
    <name>Adc::SqliteStorage</name>
    <message>
        <source>%1: already exists; a new battle never overwrites a file</source>
        <translation>%1 : existe déjà ; une nouvelle bataille n&apos;écrase jamais un fichier</translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation>%1 : le dossier %2 n&apos;existe pas</translation>
    </message>
    <message>
        <source>name: a battle needs a name</source>
        <translation>name : une bataille a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>%1: is a version %2 battle file that must be upgraded to version %3, but it is read-only; open a writable copy</source>
        <translation>%1 : est un fichier de bataille de version %2 qui doit être mis à niveau vers la version %3, mais il est en lecture seule ; ouvrez une copie modifiable</translation>
    </message>
    <message>
        <source>%1: the battle could not be created: %2</source>
        <translation>%1 : la bataille n&apos;a pas pu être créée : %2</translation>
    </message>
    <message>
        <source>it was opened for reading only</source>
        <translation>il a été ouvert en lecture seule</translation>
    </message>
    <message>
        <source>%1: cannot be read in memory (%2)</source>
        <translation>%1 : ne peut pas être lu en mémoire (%2)</translation>
    </message>
    <message>
        <source>%1: the battle could not be created: its log was not written back</source>
        <translation>%1 : la bataille n&apos;a pas pu être créée : son journal n&apos;a pas été réécrit</translation>
    </message>
</context>
<context>
    <name>Adc::StrengthChart</name>
    <message>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>, CW</source>
        <translation>, VC</translation>
    </message>
    <message>
        <source>, castings</source>
        <translation>, figurines</translation>
    </message>
</context>
<context>
    <name>Adc::SweepBoxes</name>
    <message>
        <source>from the log</source>
        <translation>d&apos;après le journal</translation>
    </message>
</context>
<context>
    <name>Adc::SweepDerivation</name>
    <message>
        <source>a unit</source>
        <translation>une unité</translation>
    </message>
    <message>
        <source>in segment %1</source>
        <translation>au segment %1</translation>
    </message>
    <message>
        <source>in turn %1, segment %2</source>
        <translation>au tour %1, segment %2</translation>
    </message>
    <message>
        <source>charged by %1 %2</source>
        <translation>chargée par %1 %2</translation>
    </message>
    <message>
        <source>fired upon by %1 at %2 %3</source>
        <translation>prise pour cible par %1 à %2 %3</translation>
    </message>
    <message>
        <source>charged %1 %2</source>
        <translation>a chargé %1 %2</translation>
    </message>
    <message>
        <source>fired at %1 at %2 %3</source>
        <translation>a tiré sur %1 à %2 %3</translation>
    </message>
    <message>
        <source>%1; neither has moved since</source>
        <translation>%1 ; aucune n&apos;a bougé depuis</translation>
    </message>
    <message>
        <source>moved %1</source>
        <translation>a bougé %1</translation>
    </message>
</context>
<context>
    <name>Adc::SweepWords</name>
    <message>
        <source>in smoke (fired)</source>
        <translation>dans la fumée (a tiré)</translation>
    </message>
    <message>
        <source>clears (moved)</source>
        <translation>se dissipe (a bougé)</translation>
    </message>
    <message>
        <source>clears (did not fire)</source>
        <translation>se dissipe (n&apos;a pas tiré)</translation>
    </message>
    <message>
        <source>changes</source>
        <translation>change</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>a bougé</translation>
    </message>
    <message>
        <source>fired upon</source>
        <translation>a subi un tir</translation>
    </message>
    <message>
        <source>enemy within %1&quot;</source>
        <translation>ennemi à %1&quot; ou moins</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>ne récupère rien (%1)</translation>
    </message>
    <message>
        <source>smoke %1</source>
        <translation>fumée %1</translation>
    </message>
    <message>
        <source>recovers %1</source>
        <translation>récupère %1</translation>
    </message>
    <message>
        <source>step</source>
        <translation>palier</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>paliers</translation>
    </message>
    <message>
        <source>scrounges %1 AP</source>
        <translation>trouve %1 PM</translation>
    </message>
    <message>
        <source>recovers none: %1</source>
        <translation>ne récupère rien : %1</translation>
    </message>
</context>
<context>
    <name>Adc::TerrainMovePlanner</name>
    <message>
        <source>crossing an LTF</source>
        <translation>en franchissant un obstacle linéaire</translation>
    </message>
    <message>
        <source>moving into %1</source>
        <translation>en entrant dans %1</translation>
    </message>
    <message>
        <source>moving out of %1</source>
        <translation>en sortant de %1</translation>
    </message>
    <message>
        <source>rivers are impassable except at fords or bridges: list ford or bridge to cross</source>
        <translation>les rivières sont infranchissables sauf aux gués ou aux ponts : indiquez ford ou bridge pour traverser</translation>
    </message>
    <message>
        <source>the river is crossed at a bridge</source>
        <translation>la rivière est franchie à un pont</translation>
    </message>
    <message>
        <source>the river is crossed at a ford</source>
        <translation>la rivière est franchie à un gué</translation>
    </message>
    <message>
        <source>half movement this turn: %1</source>
        <translation>demi-mouvement ce tour : %1</translation>
    </message>
    <message>
        <source>full movement: %1 along a road</source>
        <translation>mouvement complet : %1 par une route</translation>
    </message>
    <message>
        <source>hills have no effect on movement</source>
        <translation>les collines n&apos;ont pas d&apos;effet sur le mouvement</translation>
    </message>
</context>
<context>
    <name>Adc::TerrainPanel</name>
    <message>
        <source>Occupy</source>
        <translation>Occuper</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Unité :</translation>
    </message>
    <message>
        <source>Put the unit in the selected feature</source>
        <translation>Mettre l&apos;unité dans l&apos;élément de terrain choisi</translation>
    </message>
    <message>
        <source>&amp;Take out</source>
        <translation>&amp;Sortir</translation>
    </message>
    <message>
        <source>Take the unit out of its feature, into the open</source>
        <translation>Sortir l&apos;unité de son élément, en terrain découvert</translation>
    </message>
    <message>
        <source>New feature</source>
        <translation>Nouvel élément</translation>
    </message>
    <message>
        <source>e.g. Hougoumont</source>
        <translation>p. ex. Hougoumont</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <source>The cover it gives a target: the scenario decides.</source>
        <translation>Le couvert qu&apos;il donne à une cible : le scénario décide.</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source> unit(s)</source>
        <translation> unité(s)</translation>
    </message>
    <message>
        <source>&amp;Cover:</source>
        <translation>&amp;Couvert :</translation>
    </message>
    <message>
        <source>Hol&amp;ds:</source>
        <translation>&amp;Contient :</translation>
    </message>
    <message>
        <source>&amp;Add feature</source>
        <translation>&amp;Ajouter l&apos;élément</translation>
    </message>
    <message>
        <source>Open a battle to see its terrain features.</source>
        <translation>Ouvrez une bataille pour voir ses éléments de terrain.</translation>
    </message>
    <message>
        <source>No terrain features yet: add one below (a wood, a BUA, a hill, a redoubt or an LTF).</source>
        <translation>Pas encore d&apos;élément de terrain : ajoutez-en un ci-dessous (un bois, une zone bâtie, une colline, une redoute ou un obstacle linéaire).</translation>
    </message>
    <message>
        <source>Select a feature to see who may stand in it and the morale its occupants get.</source>
        <translation>Choisissez un élément pour voir qui peut s&apos;y tenir et le moral de ses occupants.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fait.</translation>
    </message>
    <message>
        <source>A feature needs a name, e.g. Hougoumont.</source>
        <translation>Un élément a besoin d&apos;un nom, p. ex. Hougoumont.</translation>
    </message>
    <message>
        <source>Select the feature to remove.</source>
        <translation>Choisissez l&apos;élément à supprimer.</translation>
    </message>
    <message>
        <source>Select a feature and choose the unit to place in it.</source>
        <translation>Choisissez un élément et l&apos;unité à y placer.</translation>
    </message>
    <message>
        <source>Choose the unit to take out.</source>
        <translation>Choisissez l&apos;unité à sortir.</translation>
    </message>
    <message>
        <source>%1 is in no feature.</source>
        <translation>%1 n&apos;est dans aucun élément.</translation>
    </message>
    <message>
        <source>P&amp;lace in feature</source>
        <translation>&amp;Placer dans l&apos;élément</translation>
    </message>
    <message>
        <source>Re&amp;move feature</source>
        <translation>Suppri&amp;mer l&apos;élément</translation>
    </message>
    <message>
        <source> (%1, %2): in </source>
        <translation> (%1, %2) : dans </translation>
    </message>
</context>
<context>
    <name>Adc::TerrainRules</name>
    <message>
        <source>%1 may be in %2</source>
        <translation>%1 peut être dans %2</translation>
    </message>
    <message>
        <source>%1 may charge routed infantry in %2</source>
        <translation>%1 peut charger l&apos;infanterie en déroute dans %2</translation>
    </message>
    <message>
        <source>%1 may not be in %2: only %3 may</source>
        <translation>%1 ne peut pas être dans %2 : seulement %3</translation>
    </message>
    <message>
        <source> (%1 may only charge routed infantry there)</source>
        <translation> (%1 ne peut que charger l&apos;infanterie en déroute là)</translation>
    </message>
    <message>
        <source>%1 charging into %2 is not inside it: no terrain bonus</source>
        <translation>%1 chargeant dans %2 n&apos;y est pas : pas de bonus de terrain</translation>
    </message>
    <message>
        <source>%1 lost: %2</source>
        <translation>%1 perdu : %2</translation>
    </message>
    <message>
        <source>%1: only for %2</source>
        <translation>%1 : seulement pour %2</translation>
    </message>
    <message>
        <source> (ruling %1 is off)</source>
        <translation> (la décision %1 est désactivée)</translation>
    </message>
    <message>
        <source>defending an LTF gives nothing in %1</source>
        <translation>défendre un obstacle linéaire ne donne rien dans %1</translation>
    </message>
    <message>
        <source>upslope gives nothing in %1: only on a hill</source>
        <translation>être plus haut sur la pente ne donne rien dans %1 : seulement sur une colline</translation>
    </message>
</context>
<context>
    <name>Adc::TokenAction</name>
    <message>
        <source>every side and the table display already have their address</source>
        <translation>chaque camp et l&apos;affichage de table ont déjà leur adresse</translation>
    </message>
    <message>
        <source>no side named %1</source>
        <translation>aucun camp nommé %1</translation>
    </message>
</context>
<context>
    <name>Adc::TownSight</name>
    <message>
        <source>the firers must see their target: %1 is hidden in %2</source>
        <translation>les tireurs doivent voir leur cible : %1 est cachée dans %2</translation>
    </message>
    <message>
        <source>a unit in a single-block farm is seen within %1 of its edge</source>
        <translation>une unité dans une ferme d&apos;un seul tenant est vue à moins de %1 de sa lisière</translation>
    </message>
    <message>
        <source>a unit in a block of a town is seen within %1 of its edge</source>
        <translation>une unité dans un pâté de maisons d&apos;un village est vue à moins de %1 de sa lisière</translation>
    </message>
    <message>
        <source>the firers must see their target: %1 is %2 from the edge of %3, and %4</source>
        <translation>les tireurs doivent voir leur cible : %1 est à %2 de la lisière de %3, et %4</translation>
    </message>
</context>
<context>
    <name>Adc::TransactionRunner</name>
    <message>
        <source>%1: %2; reconnect first</source>
        <translation>%1 : %2 ; reconnectez d’abord</translation>
    </message>
    <message>
        <source>%1: the battle file is open read-only (%2); nothing was changed</source>
        <translation>%1 : le fichier de bataille est ouvert en lecture seule (%2) ; rien n&apos;a été modifié</translation>
    </message>
    <message>
        <source>%1: %2 as the action was being committed: the server wrote all of it or none of it, and the log shows which once you reconnect</source>
        <translation>%1 : %2 pendant la validation de l’action : le serveur l’a écrite en entier ou pas du tout, et le journal le dira une fois la connexion rétablie</translation>
    </message>
    <message>
        <source>%1: %2; the server rolled the action back: nothing of it was written. Reconnect to go on.</source>
        <translation>%1 : %2 ; le serveur a annulé l’action : rien n’en a été écrit. Reconnectez pour continuer.</translation>
    </message>
</context>
<context>
    <name>Adc::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undone: </source>
        <translation>Annulé : </translation>
    </message>
    <message>
        <source>Redone: </source>
        <translation>Rétabli : </translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n entries</source>
        <translation>
            <numerusform>Annulé : %n entrée</numerusform>
            <numerusform>Annulé : %n entrées</numerusform>
        </translation>
    </message>
    <message>
        <source>Some of these entries were made at other stations (%1), not at this one. Undo them all the same?</source>
        <translation>Certaines de ces entrées ont été faites à d’autres postes (%1), pas à celui-ci. Les annuler quand même ?</translation>
    </message>
    <message>
        <source>Undo Another Station&apos;s Entry</source>
        <translation>Annuler l’entrée d’un autre poste</translation>
    </message>
    <message>
        <source>The latest entry was made at station %1, not at this one:

%2

Undo it all the same?</source>
        <translation>La dernière entrée a été faite au poste %1, pas à celui-ci :

%2

L’annuler quand même ?</translation>
    </message>
</context>
<context>
    <name>Adc::UndoRedo</name>
    <message>
        <source>there is no log entry %1</source>
        <translation>il n&apos;y a pas d&apos;entrée %1 dans le journal</translation>
    </message>
    <message>
        <source>entry %1 (%2) cannot be undone: a players&apos; view address is renewed, never taken back</source>
        <translation>l&apos;entrée %1 (%2) ne peut pas être annulée : une adresse de la vue des joueurs se renouvelle, elle ne se reprend pas</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>il n&apos;y a rien à annuler</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>il n&apos;y a rien à rétablir</translation>
    </message>
    <message>
        <source>entry %1 is not the latest entry; undo would take back entry %2 (%3)</source>
        <translation>l&apos;entrée %1 n&apos;est pas la dernière entrée ; annuler reprendrait l&apos;entrée %2 (%3)</translation>
    </message>
    <message>
        <source>log entry %1 (%2) was written by an older version of the battle file and cannot be undone</source>
        <translation>l&apos;entrée %1 du journal (%2) a été écrite par une ancienne version du fichier de bataille et ne peut pas être annulée</translation>
    </message>
</context>
<context>
    <name>Adc::UndoToMenu</name>
    <message>
        <source>Undo &amp;To</source>
        <translation>Annuler &amp;jusqu&apos;à</translation>
    </message>
    <message>
        <source>Take back a chosen entry and every entry after it, one undo each</source>
        <translation>Reprendre l&apos;entrée choisie et toutes celles qui la suivent, une annulation chacune</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
</context>
<context>
    <name>Adc::UnitActions</name>
    <message>
        <source>&amp;Add Unit</source>
        <translation>&amp;Ajouter une unité</translation>
    </message>
    <message>
        <source>Add an infantry unit to the selected brigade</source>
        <translation>Ajouter une unité d&apos;infanterie à la brigade choisie</translation>
    </message>
    <message>
        <source>Add a copy of each selected unit</source>
        <translation>Ajouter une copie de chaque unité choisie</translation>
    </message>
    <message>
        <source>Remove the selected units (undo brings them back)</source>
        <translation>Supprimer les unités choisies (Annuler les ramène)</translation>
    </message>
    <message>
        <source>Add &amp;Brigade...</source>
        <translation>Ajouter une &amp;brigade...</translation>
    </message>
    <message>
        <source>Add a brigade to a side</source>
        <translation>Ajouter une brigade à un camp</translation>
    </message>
    <message>
        <source>Remove Bri&amp;gade</source>
        <translation>Supprimer la bri&amp;gade</translation>
    </message>
    <message>
        <source>Remove the selected brigade once it has no units</source>
        <translation>Supprimer la brigade choisie une fois qu&apos;elle n&apos;a plus d&apos;unités</translation>
    </message>
    <message>
        <source>no battle is open</source>
        <translation>aucune bataille n&apos;est ouverte</translation>
    </message>
    <message>
        <source>select a brigade or one of its units first</source>
        <translation>choisissez d&apos;abord une brigade ou une de ses unités</translation>
    </message>
    <message>
        <source>New unit</source>
        <translation>Nouvelle unité</translation>
    </message>
    <message>
        <source>select a unit first</source>
        <translation>choisissez d&apos;abord une unité</translation>
    </message>
    <message>
        <source>Add Brigade</source>
        <translation>Ajouter une brigade</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Commandant</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>select a brigade first</source>
        <translation>choisissez d&apos;abord une brigade</translation>
    </message>
    <message>
        <source>Dup&amp;licate Unit</source>
        <translation>&amp;Dupliquer l&apos;unité</translation>
    </message>
    <message>
        <source>Re&amp;move Unit</source>
        <translation>&amp;Supprimer l&apos;unité</translation>
    </message>
    <message>
        <source>In &amp;Sight of the Enemy</source>
        <translation>En &amp;vue de l&apos;ennemi</translation>
    </message>
    <message>
        <source>Put the selected units in the other sides&apos; sight, or take them out of it</source>
        <translation>Mettre les unités choisies en vue des autres camps, ou les en retirer</translation>
    </message>
</context>
<context>
    <name>Adc::UnitAudit</name>
    <message>
        <source>unit %1 &quot;</source>
        <translation>unité %1 &quot;</translation>
    </message>
    <message>
        <source>ammunition: every battery holds no more than its full loads</source>
        <translation>munitions : aucune batterie ne dépasse sa dotation complète</translation>
    </message>
</context>
<context>
    <name>Adc::UnitBoxTable</name>
    <message>
        <source>Show &amp;every unit</source>
        <translation>Montrer &amp;toutes les unités</translation>
    </message>
</context>
<context>
    <name>Adc::UnitChoiceModel</name>
    <message>
        <source>brigade</source>
        <translation>brigade</translation>
    </message>
    <message>
        <source>%1 tubes, %2 ball AP, %3 canister AP</source>
        <translation>%1 pièces, %2 PM boulet, %3 PM mitraille</translation>
    </message>
    <message>
        <source>%1 of %2 castings, CW %3 of %4, %5 AP</source>
        <translation>%1 figurines sur %2, VC %3 sur %4, %5 PM</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 palier</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 paliers</translation>
    </message>
    <message>
        <source>in smoke</source>
        <translation>dans la fumée</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>cachée</translation>
    </message>
</context>
<context>
    <name>Adc::UnitChooser</name>
    <message>
        <source>type a name, brigade or side</source>
        <translation>tapez un nom, une brigade ou un camp</translation>
    </message>
    <message>
        <source>Nothing matches</source>
        <translation>Aucune correspondance</translation>
    </message>
</context>
<context>
    <name>Adc::UnitCommands</name>
    <message>
        <source>unit: name what to do with the unit (adc unit add --db FILE)</source>
        <translation>unit : dites quoi faire de l&apos;unité (adc unit add --db FICHIER)</translation>
    </message>
</context>
<context>
    <name>Adc::UnitCsv</name>
    <message>
        <source>%1: expected a whole number, not %2</source>
        <translation>%1 : nombre entier attendu, pas %2</translation>
    </message>
    <message>
        <source>%1: expected true or false, not %2</source>
        <translation>%1 : true ou false attendu, pas %2</translation>
    </message>
    <message>
        <source>%1: expected a number, not %2</source>
        <translation>%1 : un nombre est attendu, pas %2</translation>
    </message>
</context>
<context>
    <name>Adc::UnitDraft</name>
    <message>
        <source>unknown field</source>
        <translation>champ inconnu</translation>
    </message>
</context>
<context>
    <name>Adc::UnitFieldReader</name>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 est hors limites (%2 à %3)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 n&apos;est pas l&apos;un de %2</translation>
    </message>
</context>
<context>
    <name>Adc::UnitFieldSpecs</name>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Armement</translation>
    </message>
    <message>
        <source>Tubes</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Effectif</translation>
    </message>
    <message>
        <source>Castings</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Castings at start</source>
        <translation>Figurines au départ</translation>
    </message>
    <message>
        <source>Casualty steps</source>
        <translation>Paliers de pertes</translation>
    </message>
    <message>
        <source>CW</source>
        <translation>VC</translation>
    </message>
    <message>
        <source>CW at start</source>
        <translation>VC au départ</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>Munitions</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>Ball AP</source>
        <translation>PM boulet</translation>
    </message>
    <message>
        <source>Canister AP</source>
        <translation>PM mitraille</translation>
    </message>
    <message>
        <source>Scrounging</source>
        <translation>Recherche de munitions</translation>
    </message>
    <message>
        <source>Turns out of contact</source>
        <translation>Tours hors de contact</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>In smoke</source>
        <translation>Dans la fumée</translation>
    </message>
    <message>
        <source>In a firefight</source>
        <translation>En fusillade</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Élément de terrain</translation>
    </message>
    <message>
        <source>This segment</source>
        <translation>Ce segment</translation>
    </message>
    <message>
        <source>Has fired (no initial volley)</source>
        <translation>A déjà tiré (pas de salve initiale)</translation>
    </message>
    <message>
        <source>Fired</source>
        <translation>A tiré</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Déplacée</translation>
    </message>
    <message>
        <source>Fired upon</source>
        <translation>A subi un tir</translation>
    </message>
    <message>
        <source>In town</source>
        <translation>Dans un village</translation>
    </message>
    <message>
        <source>Hidden from the other side</source>
        <translation>Cachée à l&apos;autre camp</translation>
    </message>
    <message>
        <source>Distance from the edge</source>
        <translation>Distance de la lisière</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>In sight of the other sides</source>
        <translation>En vue des autres camps</translation>
    </message>
    <message>
        <source>Full ball AP</source>
        <translation>PM boulet au complet</translation>
    </message>
    <message>
        <source>Full canister AP</source>
        <translation>PM mitraille au complet</translation>
    </message>
</context>
<context>
    <name>Adc::UnitFields</name>
    <message>
        <source>expected a whole number</source>
        <translation>nombre entier attendu</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>un nombre est attendu</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>chaîne attendue</translation>
    </message>
</context>
<context>
    <name>Adc::UnitPanel</name>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Select a unit in the roster to edit it.</source>
        <translation>Choisissez une unité dans les effectifs pour la modifier.</translation>
    </message>
    <message>
        <source>No battle open.</source>
        <translation>Aucune bataille ouverte.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The battle is open read-only: nothing can be changed.</source>
        <translation>La bataille est ouverte en lecture seule : rien ne peut être modifié.</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Non modifié : %1</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>non mesurée</translation>
    </message>
</context>
<context>
    <name>Adc::UnitReader</name>
    <message>
        <source>a battery has at least 1 tube</source>
        <translation>une batterie a au moins 1 pièce</translation>
    </message>
    <message>
        <source>missing (%1 fires by tubes)</source>
        <translation>manquant (%1 tire par pièces)</translation>
    </message>
    <message>
        <source>%1 has no tubes (it fires by stands of castings)</source>
        <translation>%1 n&apos;a pas de pièces (elle tire par socles de figurines)</translation>
    </message>
    <message>
        <source>missing (%1 needs castings)</source>
        <translation>manquant (%1 a besoin de figurines)</translation>
    </message>
    <message>
        <source>%1 is above castings_initial %2</source>
        <translation>%1 dépasse castings_initial %2</translation>
    </message>
    <message>
        <source>0 leaves the unit nothing to start with (give castings_initial)</source>
        <translation>0 ne laisse rien à l&apos;unité pour commencer (donnez castings_initial)</translation>
    </message>
    <message>
        <source>%1 is above cw_initial %2</source>
        <translation>%1 dépasse cw_initial %2</translation>
    </message>
    <message>
        <source>%1 carries ap_ball and ap_canister, not small-arms AP</source>
        <translation>%1 porte ap_ball et ap_canister, pas des PM d&apos;armes légères</translation>
    </message>
    <message>
        <source>%1 carries no ball AP (only guns do)</source>
        <translation>%1 ne porte pas de PM de boulet (seuls les canons en portent)</translation>
    </message>
    <message>
        <source>%1 carries no canister AP (only guns do)</source>
        <translation>%1 ne porte pas de PM de mitraille (seuls les canons en portent)</translation>
    </message>
    <message>
        <source>%1 fires a gun (%2), not %3</source>
        <translation>%1 tire au canon (%2), pas %3</translation>
    </message>
    <message>
        <source>%1 fires musket or rifled-musket, not %2</source>
        <translation>%1 tire au mousquet ou au mousquet rayé, pas %2</translation>
    </message>
    <message>
        <source>%1 is limbered or unlimbered, not %2</source>
        <translation>%1 est attelée ou en batterie, pas %2</translation>
    </message>
    <message>
        <source>only guns are %1; %2 is not</source>
        <translation>seuls les canons sont %1 ; %2 ne l&apos;est pas</translation>
    </message>
    <message>
        <source>the battle gives each unit its id</source>
        <translation>la bataille donne à chaque unité son id</translation>
    </message>
    <message>
        <source>%1 is above %2 %3</source>
        <translation>%1 dépasse %2 %3</translation>
    </message>
</context>
<context>
    <name>Adc::UnitRows</name>
    <message>
        <source>Castings</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Paliers</translation>
    </message>
    <message>
        <source>CW</source>
        <translation>VC</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Fumée</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Firefight</source>
        <translation>Fusillade</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Cachée</translation>
    </message>
    <message>
        <source>in smoke</source>
        <translation>dans la fumée</translation>
    </message>
    <message>
        <source>out of ammunition</source>
        <translation>à court de munitions</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>cachée</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Cast.</source>
        <comment>castings, short</comment>
        <translation>Fig.</translation>
    </message>
    <message>
        <source>☁ in smoke · ! shaken or disordered · ✖ routed or broken · ∅ out of ammunition · tap a unit for its details</source>
        <translation>☁ dans la fumée · ! ébranlée ou en désordre · ✖ en déroute ou débandée · ∅ à court de munitions · touchez une unité pour ses détails</translation>
    </message>
    <message>
        <source>%1 of %2 ball, %3 of %4 canister</source>
        <translation>%1 sur %2 boulet, %3 sur %4 mitraille</translation>
    </message>
</context>
<context>
    <name>Adc::UnitTable</name>
    <message>
        <source>the units table has no column %1</source>
        <translation>la table des unités n&apos;a pas de colonne %1</translation>
    </message>
    <message>
        <source>unit %1: %2 &quot;%3&quot; is not a word this program knows</source>
        <translation>unité %1 : %2 « %3 » n&apos;est pas un mot que ce programme connaît</translation>
    </message>
    <message>
        <source>a change outside an action</source>
        <translation>un changement hors d&apos;une action</translation>
    </message>
    <message>
        <source>feature: no feature named &quot;%1&quot;</source>
        <translation>feature : aucun élément nommé « %1 »</translation>
    </message>
</context>
<context>
    <name>Adc::UsageWindow</name>
    <message>
        <source>Using Aide-de-Camp</source>
        <translation>Utiliser Aide-de-Camp</translation>
    </message>
    <message>
        <source>The usage notes could not be read.</source>
        <translation>Les notes d&apos;utilisation n&apos;ont pas pu être lues.</translation>
    </message>
</context>
<context>
    <name>Adc::VocabularyText</name>
    <message>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <source>battalion guns</source>
        <translation>pièces de bataillon</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>élite</translation>
    </message>
    <message>
        <source>line</source>
        <comment>troop class</comment>
        <translation>ligne</translation>
    </message>
    <message>
        <source>conscript</source>
        <translation>conscrits</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>en bon ordre</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>ébranlé</translation>
    </message>
    <message>
        <source>disordered</source>
        <translation>en désordre</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>débandé</translation>
    </message>
    <message>
        <source>line</source>
        <comment>formation</comment>
        <translation>ligne</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>closed column</source>
        <translation>colonne serrée</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>open order</source>
        <translation>ordre dispersé</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>attelée</translation>
    </message>
    <message>
        <source>unlimbered</source>
        <translation>en batterie</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>terrain découvert</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>bois</translation>
    </message>
    <message>
        <source>built-up area</source>
        <translation>zone bâtie</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>colline</translation>
    </message>
    <message>
        <source>wooded hill</source>
        <translation>colline boisée</translation>
    </message>
    <message>
        <source>redoubt</source>
        <translation>redoute</translation>
    </message>
    <message>
        <source>musket</source>
        <translation>mousquet</translation>
    </message>
    <message>
        <source>rifled musket</source>
        <translation>mousquet rayé</translation>
    </message>
    <message>
        <source>12# guns</source>
        <translation>canons de 12</translation>
    </message>
    <message>
        <source>8# guns</source>
        <translation>canons de 8</translation>
    </message>
    <message>
        <source>6# guns</source>
        <translation>canons de 6</translation>
    </message>
    <message>
        <source>4# guns</source>
        <translation>canons de 4</translation>
    </message>
    <message>
        <source>3# Austrian guns</source>
        <translation>canons autrichiens de 3</translation>
    </message>
    <message>
        <source>ball</source>
        <translation>boulet</translation>
    </message>
    <message>
        <source>canister</source>
        <translation>mitraille</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>in smoke</source>
        <translation>dans la fumée</translation>
    </message>
    <message>
        <source>in a firefight</source>
        <translation>en fusillade</translation>
    </message>
    <message>
        <source>elite troops</source>
        <translation>troupes d&apos;élite</translation>
    </message>
    <message>
        <source>line troops</source>
        <translation>troupes de ligne</translation>
    </message>
    <message>
        <source>conscript troops</source>
        <translation>conscrits</translation>
    </message>
</context>
<context>
    <name>Adc::WindowDocks</name>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Age of Rifles</source>
        <translation>Tables de référence</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Proposals</source>
        <translation>Propositions</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Aide-de-Camp: the umpire&apos;s window.</source>
        <translation>Aide-de-Camp : la fenêtre de l&apos;arbitre.</translation>
    </message>
    <message>
        <source>The battle file to open.</source>
        <translation>Le fichier de bataille à ouvrir.</translation>
    </message>
    <message>
        <source>Show the window, save a picture of it to OUT.png and quit.</source>
        <translation>Montrer la fenêtre, en enregistrer une image dans SORTIE.png et quitter.</translation>
    </message>
    <message>
        <source>OUT.png</source>
        <translation>SORTIE.png</translation>
    </message>
    <message>
        <source>[BATTLE]</source>
        <translation>[BATAILLE]</translation>
    </message>
</context>
</TS>
