#include "serve/view/proposeform.h"
#include "serve/view/pagetext.h"

#include "core/common/ruletext.h"
#include "core/common/vocabulary.h"
#include "core/common/vocabularytext.h"
#include "core/fire/firemodifiers.h"
#include "core/proposals/proposalclaims.h"
#include "core/terrain/terrainmove.h"
#include "serve/view/proposalrows.h"

namespace Adc {

namespace {

using PageText::esc;

QString option(const QString &value, const QString &words)
{
    return QStringLiteral("<option value=\"") + esc(value) + QStringLiteral("\">") + esc(words)
        + QStringLiteral("</option>");
}

QString data(const char *name, const QString &words)
{
    return QStringLiteral(" data-") + QLatin1String(name) + QStringLiteral("=\"") + esc(words)
        + QLatin1Char('"');
}

QString claimBox(const FireModifiers::Rule &rule)
{
    QString box = QStringLiteral("<label class=\"check\"><input type=\"checkbox\" "
                                 "name=\"conditions\" value=\"")
        + esc(rule.id) + QLatin1Char('"');
    // Two of one group (two covers) cannot hold together: the script keeps one.
    if (!rule.exclusive.isEmpty())
        box += data("exclusive", rule.exclusive);
    return box + QStringLiteral("> ") + esc(RuleText::text(rule.title))
        + QStringLiteral("</label>");
}

// Every claim a page may offer; the script shows those units.json offers
// for the unit chosen.
QString claimBoxes()
{
    const FireModifiers &modifiers = FireModifiers::standard();
    QString boxes;
    for (const QString &id : ProposalClaims::all())
        boxes += claimBox(modifiers.rule(modifiers.indexOf(id)));
    return boxes;
}

} // namespace

QString ProposeForm::field(const QString &label, const QString &control)
{
    return QStringLiteral("<label class=\"field\"><span>") + esc(label) + QStringLiteral("</span>")
        + control + QStringLiteral("</label>");
}

QString ProposeForm::fireFields()
{
    QString shots = option(QString(), tr("not said (ball)"));
    for (const QString &name : shotNames())
        shots += option(name, VocabularyText::fieldText(QStringLiteral("shot"), name));
    return QStringLiteral("<div class=\"for-fire\">")
        + field(tr("Pooled with (optional)"),
                QStringLiteral("<select name=\"pool\" multiple></select>"))
        + field(tr("Target"), QStringLiteral("<select name=\"target\"></select>"))
        + field(tr("Range in inches"),
                QStringLiteral("<input name=\"range\" type=\"number\" inputmode=\"decimal\" "
                               "min=\"0\" step=\"any\">"))
        + field(tr("AP (optional, 1 when not said)"),
                QStringLiteral("<input name=\"ap\" type=\"number\" inputmode=\"numeric\" "
                               "min=\"1\" max=\"4\" step=\"1\">"))
        + field(tr("Shot (guns)"),
                QStringLiteral("<select name=\"shot\">") + shots + QStringLiteral("</select>"))
        + field(tr("Die thrown at the table (optional d10)"),
                QStringLiteral("<input name=\"die\" type=\"number\" inputmode=\"numeric\" "
                               "min=\"1\" max=\"10\" step=\"1\">"))
        + QStringLiteral("<fieldset class=\"claims\"><legend>")
        + esc(tr("Claims (the umpire checks them)")) + QStringLiteral("</legend>") + claimBoxes()
        + QStringLiteral("</fieldset>")
        // The odds of the fire as it stands, filled by the script from odds.json.
        + QStringLiteral("<p class=\"odds\" id=\"propose-odds\" aria-live=\"polite\"></p>")
        + QStringLiteral("</div>");
}

QString ProposeForm::chargeFields()
{
    return QStringLiteral("<div class=\"for-charge\" hidden>")
        + field(tr("Also charging (optional)"),
                QStringLiteral("<select name=\"also\" multiple></select>"))
        + field(tr("Defender"), QStringLiteral("<select name=\"defender\"></select>"))
        + field(tr("Rolls thrown at the table (optional, farthest first)"),
                QStringLiteral("<input name=\"rolls\" inputmode=\"numeric\" "
                               "autocomplete=\"off\" placeholder=\"5 4\">"))
        + QStringLiteral("</div>");
}

QString ProposeForm::moveFields()
{
    QString terrains = option(QString(), tr("its own terrain"));
    for (const QString &name : terrainNames())
        terrains += option(name, VocabularyText::fieldText(QStringLiteral("terrain"), name));
    QString across = QStringLiteral("<fieldset class=\"across\"><legend>") + esc(tr("Across"))
        + QStringLiteral("</legend>");
    for (const QString &name : TerrainMove::crossingNames())
        across += QStringLiteral("<label class=\"check\"><input type=\"checkbox\" "
                                 "name=\"across\" value=\"")
            + name + QStringLiteral("\"> ") + esc(ProposalRows::crossingText(name))
            + QStringLiteral("</label>");
    across += QStringLiteral("</fieldset>");
    return QStringLiteral("<div class=\"for-move\" hidden>")
        + field(tr("To"),
                QStringLiteral("<select name=\"to\">") + terrains + QStringLiteral("</select>"))
        + across + QStringLiteral("<label class=\"check\"><input type=\"checkbox\" name=\"road\"> ")
        + esc(tr("Along a road")) + QStringLiteral("</label></div>");
}

// The words the script writes itself; %1 stands for a number or the
// umpire's reason, put in by the script as text.
QString ProposeForm::texts()
{
    return data("sent", tr("Proposal No. %1 sent: it waits for the umpire."))
        + data("withdrawn", tr("Proposal No. %1 withdrawn."))
        + data("failed", tr("The server did not take it (%1); try again."))
        + data("number", tr("No. %1")) + data("reason", tr("The umpire's reason: %1"))
        + data("withdraw", tr("Withdraw")) + data("none", tr("No proposal yet"))
        + data("no-enemy", tr("No enemy unit in sight")) + data("busy", tr("Sending…"));
}

QString ProposeForm::html()
{
    const QString kinds = QStringLiteral("<fieldset class=\"kinds\"><legend>") + esc(tr("Action"))
        + QStringLiteral("</legend>")
        + QStringLiteral("<label class=\"check\"><input type=\"radio\" name=\"kind\" "
                         "value=\"fire\" checked> ")
        + esc(tr("Fire"))
        + QStringLiteral("</label><label class=\"check\"><input type=\"radio\" name=\"kind\" "
                         "value=\"charge\"> ")
        + esc(tr("Charge"))
        + QStringLiteral("</label><label class=\"check\"><input type=\"radio\" name=\"kind\" "
                         "value=\"move\"> ")
        + esc(tr("Move")) + QStringLiteral("</label></fieldset>");
    return QStringLiteral("<section class=\"proposals\" id=\"proposals\"") + texts()
        + QStringLiteral("><h2>") + esc(tr("Proposals"))
        + QStringLiteral("</h2><details class=\"propose\" id=\"propose\"><summary>")
        + esc(tr("Propose a fire, a charge or a move"))
        + QStringLiteral("</summary><form id=\"propose-form\" novalidate>")
        + field(tr("Unit"), QStringLiteral("<select name=\"unit\"></select>")) + kinds
        + fireFields() + chargeFields() + moveFields() + QStringLiteral("<button type=\"submit\">")
        + esc(tr("Propose"))
        + QStringLiteral("</button><p class=\"answer\" id=\"propose-answer\" role=\"status\" "
                         "aria-live=\"polite\"></p></form></details>"
                         "<ol class=\"list\" id=\"proposal-list\"></ol></section>"
                         "<a class=\"to-proposals\" href=\"#proposals\">")
        + esc(tr("Propose")) + QStringLiteral("</a>");
}

} // namespace Adc
