#include "ui/panels/featuredetails.h"

#include "core/terrain/terrainrules.h"
#include "db/battle/battle.h"
#include "ui/panels/terrainpanel.h"

#include <QMap>

namespace Adc {

namespace {

// "infantry", "infantry or artillery": the arms that may occupy the terrain.
QString occupantArms(Terrain terrain)
{
    QStringList arms;
    for (const QString &name : armNames()) {
        const TerrainEntry entry = TerrainRules::standard().mayEnter(*armFromName(name), terrain);
        if (entry.allowed && entry.occupies)
            arms << name;
    }
    if (arms.size() == armNames().size())
        return FeatureDetails::tr("any arm");
    const QString last = arms.takeLast();
    return arms.isEmpty() ? last
                          : arms.join(QLatin1String(", ")) + FeatureDetails::tr(" or ") + last;
}

} // namespace

FeatureDetails::FeatureDetails(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setMinimumHeight(60);
}

QString FeatureDetails::kindLabel(const QString &kind)
{
    static const QMap<QString, const char *> labels = {
        { QStringLiteral("woods"), QT_TR_NOOP("Woods") },
        { QStringLiteral("bua"), QT_TR_NOOP("BUA (village, farm, town area)") },
        { QStringLiteral("hill"), QT_TR_NOOP("Hill") },
        { QStringLiteral("wooded-hill"), QT_TR_NOOP("Wooded hill") },
        { QStringLiteral("redoubt"), QT_TR_NOOP("Redoubt") },
        { QStringLiteral("ltf"), QT_TR_NOOP("LTF (wall, thick hedge, stream)") },
    };
    const auto found = labels.constFind(kind);
    return found == labels.cend() ? kind : tr(*found);
}

void FeatureDetails::showFeature(const FeatureRecord &feature,
                                 const QList<std::optional<UnitRecord>> &told,
                                 const Rulings &rulings)
{
    const std::optional<Terrain> terrain = FeatureRecord::terrainOf(feature.kind);
    QString html = FeatureDetails::tr("<b>%1</b>: %2, cover %3")
                       .arg(feature.name.toHtmlEscaped(), kindLabel(feature.kind).toHtmlEscaped(),
                            feature.cover);
    if (terrain) {
        html += tr("; only %1 may stand in it").arg(occupantArms(*terrain));
        if (feature.capacity)
            html += tr(", %n unit(s) at a time", nullptr, *feature.capacity);
    }
    html += QLatin1Char('.');
    for (const std::optional<UnitRecord> &unit : told)
        html += QStringLiteral("<br>") + moraleHtml(feature, unit, rulings);
    html += provisosHtml(feature.kind);
    setText(html);
}

QString FeatureDetails::moraleHtml(const FeatureRecord &feature,
                                   const std::optional<UnitRecord> &unit, const Rulings &rulings)
{
    const QString who = unit ? unit->name.toHtmlEscaped() : tr("an infantry unit");
    const MoraleEffect effect
        = TerrainPanel::moraleIn(feature.kind, unit ? unit->arm : Arm::Infantry, rulings);
    if (!effect.allowed) {
        return QStringLiteral("<span style=\"color:#b0241b\">%1</span>")
            .arg(tr("%1 may not stand here: %2").arg(who, effect.reason.toHtmlEscaped()));
    }
    QString html = tr("Morale for %1 inside: <b>%2</b>")
                       .arg(who, TerrainPanel::modifierText(effect.modifier));
    QString reasons;
    for (const MoraleEffect::Bonus &bonus : effect.bonuses)
        reasons += QStringLiteral("<li>%1: %2</li>")
                       .arg(TerrainPanel::modifierText(bonus.value), bonus.text.toHtmlEscaped());
    for (const QString &note : effect.notes)
        reasons += QStringLiteral("<li style=\"color:gray\">%1</li>").arg(note.toHtmlEscaped());
    if (!reasons.isEmpty())
        html += QStringLiteral("<ul style=\"margin-left:-20px\">%1</ul>").arg(reasons);
    return html;
}

QString FeatureDetails::provisosHtml(const QString &kind)
{
    // The bonuses told hold only as the position generally stands.
    QStringList provisos;
    if (kind == QLatin1String("hill") || kind == QLatin1String("wooded-hill")
        || kind == QLatin1String("redoubt"))
        provisos << tr("the hill bonus holds while upslope of the nearest enemy");
    if (kind == QLatin1String("redoubt"))
        provisos << tr("the parapet bonus is lost when attacked from a side without a parapet");
    if (kind == QLatin1String("ltf"))
        provisos << tr("the LTF bonus goes to infantry lined up behind it and declared defending "
                       "it");
    if (provisos.isEmpty())
        return QString();
    return QStringLiteral("<p style=\"color:gray\">%1.</p>")
        .arg(provisos.join(QLatin1String("; ")).toHtmlEscaped());
}

} // namespace Adc
