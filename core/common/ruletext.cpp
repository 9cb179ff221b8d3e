#include "core/common/ruletext.h"

#include <QCoreApplication>

namespace Adc {

namespace {

// Every text of the rule tables (resources/rules/*.json) that a person
// reads: titles, notes, reasons, band and group names. lupdate reads them
// here; tst_ruletext checks the list against the tables.
const char *const kTexts[] = {
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "the rules give defensive order and unlimbered artillery a factor only in a "
                      "trench, sunken road, town, walled compound, redoubt or village"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "no modifier line applies to a unit in defensive order"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "road movement needs march column or disordered formation"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "road movement is not allowed when abatis are present in the hex"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "road movement not allowed (%1): off-road costs apply"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "town or village: always the standard cost, no modifier line applies"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "a hex on fire may not be entered"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "mounted over a fence, wall or trench: one third of the full movement "
                      "allowance is added to the cost like any other line"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "an escarpment with a change in elevation may not be crossed"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "heavy equipment may not cross an unbridged fordable stream or gully"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "an unbridged non-fordable stream may not be crossed"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "artillery may not be pushed (moved while unlimbered) into a hex adjacent to "
                      "an enemy unit"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "non-naval units may not enter a river or lake unless it is frozen"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "frozen river or lake: normal movement costs"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "may run aground"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "naval units may move only on a river or lake: in deep water, or in shallow "
                      "water with small vessels"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "naval unit: the naval table alone sets the cost"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "a unit may always move one hex per turn regardless of cost, as long as the "
                      "move is not otherwise prohibited"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Fire combat chart"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "Roll the class dice. free: the unit does as ordered. N\" fire: it fires "
                      "(during approach, when the enemy is within N\"). FF: it enters firefight "
                      "status. Range only matters during approach fire."),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "Defending infantry roll at each inch increment starting at 4\" until they "
                      "fail; passing at every inch holds fire to close action."),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Other fire modifiers"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "small arms"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Initial volley (first fire of the battle)"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Scrounging ammunition"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "artillery"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Initial fire (first fire of the battle)"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Ricochet fire"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "only guns fire ricochet"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "canister does not ricochet: it stops at the original target"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "firer moving"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Infantry moved over half"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Battalion guns moved under half"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Battalion guns moved over half"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "battalion guns that moved over half cannot fire"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "firer morale"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Firer shaken"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Firer disordered"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Firer routed"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "a routed unit cannot fire"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Firer broken"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "a broken unit cannot fire"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "firer smoke"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Firer in smoke (fires at most 1 AP)"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "target cover"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Sparse cover"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Light cover"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Medium cover"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Heavy cover"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Target in smoke"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "target"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Fire into the target's flank"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Target in square"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Target in closed column"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Target is open order troops in cover"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Counter-battery fire (the target is artillery)"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Range/effect"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Musket"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "close"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "short"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "medium"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "long"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "extreme"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Rifled musket"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "12# field guns"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "canister"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "8, 9 & Austrian 12#"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "6# field guns & 7# howitzer"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "3, 4 & Austrian 6#"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "3# Austrian field guns"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "BUAs confer a +1 morale advantage on units inside them"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "an infantry unit defending an LTF receives a +1 bonus to morale; LTF "
                      "bonuses apply only to infantry"),
    QT_TRANSLATE_NOOP(
        "Adc::RuleText",
        "hills confer a +1 morale advantage on any unit upslope of the nearest enemy unit"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "the unit occupying a redoubt is treated as being on a hill"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "the enemy is upslope"),
    QT_TRANSLATE_NOOP(
        "Adc::RuleText",
        "the unit occupying a redoubt is treated as defending an LTF along its front (parapet)"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "attacked from a side without a parapet"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "A hill lies between: artillery cannot shoot over it"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "A wooded hill lies between: it blocks artillery line of sight"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "All units suffer a 30% penalty at night"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Friendly units lie between"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Mounted cavalry units suffer a 33% penalty."),
    QT_TRANSLATE_NOOP("Adc::RuleText", "Previously moved units suffer a 20% penalty."),
    QT_TRANSLATE_NOOP(
        "Adc::RuleText",
        "Target on top of a hill or on its near slope: a valid target, whatever lies between"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "The battery stands on a hill"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "The friends between are 2\" or more from the target"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "a 15% penalty in light rain or snow"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "a 30% penalty in heavy rain or snow"),
    QT_TRANSLATE_NOOP("Adc::RuleText", "a wooded hill between blocks artillery line of sight"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "artillery cannot shoot over a hill; only a target on top of a hill or on "
                      "its near slope may be fired at over one"),
    QT_TRANSLATE_NOOP("Adc::RuleText",
                      "artillery cannot shoot over intervening friends unless it stands on a hill "
                      "and they are 2\" or more from the target (or the target is on a hill)"),
};

} // namespace

QString RuleText::text(const QString &english)
{
    if (english.isEmpty())
        return english;
    return QCoreApplication::translate("Adc::RuleText", english.toUtf8().constData());
}

QStringList RuleText::all()
{
    QStringList list;
    for (const char *text : kTexts)
        list.append(QString::fromUtf8(text));
    return list;
}

QString RuleText::words(const QString &id)
{
    QString text = id;
    text.replace(QLatin1Char('-'), QLatin1Char(' '));
    return RuleText::text(text);
}

} // namespace Adc
