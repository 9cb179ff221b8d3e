#include "ui/rosterview/rostercells.h"

#include "core/ammunition/ammunition.h"
#include "core/common/vocabularytext.h"
#include "ui/rosterview/rostermodel.h"
#include "ui/rosterview/rosternode.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace Adc {

namespace {

QColor backgroundOf(RosterModel::Condition condition)
{
    switch (condition) {
    case RosterModel::Broken:
        return QColor(0xef, 0xa9, 0xa5);
    case RosterModel::Routed:
        return QColor(0xf8, 0xd0, 0xcc);
    case RosterModel::OutOfAp:
        return QColor(0xfd, 0xe2, 0xb3);
    case RosterModel::InSmoke:
        return QColor(0xdd, 0xdd, 0xdd);
    case RosterModel::NoCondition:
        break;
    }
    return QColor();
}

QColor foregroundOf(RosterModel::Condition condition)
{
    switch (condition) {
    case RosterModel::Broken:
        return QColor(0x5a, 0x00, 0x00);
    case RosterModel::Routed:
        return QColor(0x8b, 0x00, 0x00);
    case RosterModel::OutOfAp:
        return QColor(0x5e, 0x34, 0x00);
    case RosterModel::InSmoke:
        return QColor(0x30, 0x30, 0x30);
    case RosterModel::NoCondition:
        break;
    }
    return QColor();
}

QString countOf(int current, int initial)
{
    return QStringLiteral("%1/%2").arg(current).arg(initial);
}

QString apText(const UnitRecord &unit)
{
    if (firesByTubes(unit.arm))
        return QStringLiteral("%1/%2").arg(unit.apBall).arg(unit.apCanister);
    return QString::number(unit.ap);
}

// The terrain, the feature, the distance from a town's edge and the umpire's
// marks for a hidden unit (seed 002, Fire At And In Town) and for one in the
// other sides' sight.
QString terrainText(const UnitRecord &unit)
{
    QString text = unit.feature.isEmpty()
        ? VocabularyText::text(unit.terrain)
        : QStringLiteral("%1 (%2)").arg(VocabularyText::text(unit.terrain), unit.feature);
    if (unit.edgeDistance)
        text += RosterCells::tr(", %1 from the edge")
                    .arg(VocabularyText::inches(*unit.edgeDistance));
    if (unit.hidden)
        text += RosterCells::tr(", hidden");
    else if (unit.seen)
        text += RosterCells::tr(", in sight");
    return text;
}

QString unitText(const UnitRecord &unit, int column)
{
    switch (column) {
    case RosterModel::NameColumn:
        return unit.name;
    case RosterModel::CastingsColumn:
        return countOf(unit.castings, unit.castingsInitial);
    case RosterModel::StepsColumn:
        return QString::number(unit.steps);
    case RosterModel::CwColumn:
        return countOf(unit.cw, unit.cwInitial);
    case RosterModel::ApColumn:
        return apText(unit);
    case RosterModel::SmokeColumn:
        return unit.smoke ? RosterCells::tr("in smoke") : QString();
    case RosterModel::MoraleColumn:
        return VocabularyText::text(unit.morale);
    case RosterModel::FormationColumn:
        return VocabularyText::text(unit.formation);
    case RosterModel::TerrainColumn:
        return terrainText(unit);
    case RosterModel::FirefightColumn:
        return unit.firefight ? RosterCells::tr("firefight") : QString();
    case RosterModel::FiredColumn:
        return unit.firedThisSegment ? RosterCells::tr("fired") : QString();
    default:
        return QString();
    }
}

QVariant unitSortKey(const UnitRecord &unit, int column)
{
    switch (column) {
    case RosterModel::NameColumn:
        return unit.name;
    case RosterModel::CastingsColumn:
        return unit.castings;
    case RosterModel::StepsColumn:
        return unit.steps;
    case RosterModel::CwColumn:
        return unit.cw;
    case RosterModel::ApColumn:
        return firesByTubes(unit.arm) ? unit.apBall + unit.apCanister : unit.ap;
    case RosterModel::SmokeColumn:
        return int(unit.smoke);
    case RosterModel::MoraleColumn:
        return int(unit.morale); // steady ... broken: worse sorts later
    case RosterModel::FormationColumn:
        return toName(unit.formation);
    case RosterModel::TerrainColumn:
        return terrainText(unit);
    case RosterModel::FirefightColumn:
        return int(unit.firefight);
    case RosterModel::MovedColumn:
        return int(unit.movedThisSegment);
    case RosterModel::FiredColumn:
        return int(unit.firedThisSegment);
    default:
        return QVariant();
    }
}

// The column that shows a condition, in bold when the unit has it.
bool showsCondition(int column, RosterModel::Conditions conditions)
{
    switch (column) {
    case RosterModel::ApColumn:
        return conditions.testFlag(RosterModel::OutOfAp);
    case RosterModel::SmokeColumn:
        return conditions.testFlag(RosterModel::InSmoke);
    case RosterModel::MoraleColumn:
        return conditions.testFlag(RosterModel::Routed) || conditions.testFlag(RosterModel::Broken);
    default:
        return false;
    }
}

} // namespace

QVariant RosterCells::unitData(const UnitRecord &unit, int column, int role)
{
    switch (role) {
    case Qt::DisplayRole:
        return unitText(unit, column);
    case Qt::CheckStateRole:
        if (column != RosterModel::MovedColumn)
            return QVariant();
        return unit.movedThisSegment ? Qt::Checked : Qt::Unchecked;
    case RosterModel::SortRole:
        return unitSortKey(unit, column);
    case Qt::BackgroundRole: {
        const QColor colour = backgroundOf(RosterModel::worstOf(RosterModel::conditionsOf(unit)));
        return colour.isValid() ? QVariant(QBrush(colour)) : QVariant();
    }
    case Qt::ForegroundRole: {
        const QColor colour = foregroundOf(RosterModel::worstOf(RosterModel::conditionsOf(unit)));
        return colour.isValid() ? QVariant(QBrush(colour)) : QVariant();
    }
    case Qt::FontRole:
        if (showsCondition(column, RosterModel::conditionsOf(unit))) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return QVariant();
    case Qt::TextAlignmentRole:
        switch (column) {
        case RosterModel::CastingsColumn:
        case RosterModel::StepsColumn:
        case RosterModel::CwColumn:
        case RosterModel::ApColumn:
        case RosterModel::SmokeColumn:
        case RosterModel::FirefightColumn:
        case RosterModel::FiredColumn:
            return QVariant(Qt::AlignCenter);
        default:
            return QVariant();
        }
    case Qt::ToolTipRole: {
        const QString reasons = RosterModel::conditionReasons(unit);
        if (column == RosterModel::MovedColumn) {
            const QString moved = unit.movedThisSegment
                ? tr("Moved this segment; Undo takes the move back")
                : tr("Tick when the unit has moved this segment");
            return reasons.isEmpty() ? moved : moved + QLatin1String("\n\n") + reasons;
        }
        if (column == RosterModel::ApColumn) {
            // The load replenishment refills it to: a battery's own.
            const AmmunitionLoad full = Ammunition::standard().fullLoad(unit);
            const QString loads = firesByTubes(unit.arm)
                ? tr("Full: %1 ball, %2 canister").arg(full.ball).arg(full.canister)
                : tr("Full: %1 AP").arg(full.smallArms);
            return reasons.isEmpty() ? loads : loads + QLatin1String("\n\n") + reasons;
        }
        if (column != RosterModel::NameColumn)
            return reasons.isEmpty() ? QVariant() : QVariant(reasons);
        QString text
            = QStringLiteral("%1\n%2, %3: %4 %5, %6")
                  .arg(unit.name, unit.side, unit.brigade, VocabularyText::text(unit.troopClass),
                       VocabularyText::text(unit.arm), VocabularyText::text(unit.weapon));
        if (firesByTubes(unit.arm))
            text += tr(", %n tube(s)", "", unit.tubes);
        if (!reasons.isEmpty())
            text += QLatin1String("\n\n") + reasons;
        return text;
    }
    default:
        return QVariant();
    }
}

QVariant RosterCells::groupData(const RosterNode &node, int column, int role)
{
    int castings = 0, castingsInitial = 0, cw = 0, cwInitial = 0;
    switch (role) {
    case Qt::DisplayRole:
        if (column == RosterModel::NameColumn)
            return node.kind == RosterModel::Kind::Side ? node.side.name : node.brigade.name;
        if (column == RosterModel::CastingsColumn || column == RosterModel::CwColumn) {
            node.addTotals(&castings, &castingsInitial, &cw, &cwInitial);
            return column == RosterModel::CastingsColumn ? countOf(castings, castingsInitial)
                                                         : countOf(cw, cwInitial);
        }
        return QVariant();
    case RosterModel::SortRole:
        return node.row;
    case Qt::FontRole: {
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::TextAlignmentRole:
        return column == RosterModel::NameColumn ? QVariant() : QVariant(Qt::AlignCenter);
    case Qt::ToolTipRole:
        if (node.kind == RosterModel::Kind::Side)
            return tr("%1: %n unit(s)", "", node.unitCount()).arg(node.side.name);
        if (column == RosterModel::CastingsColumn || column == RosterModel::CwColumn)
            return tr("Totals of the brigade: current/initial");
        return node.brigade.commander.isEmpty()
            ? tr("%1: %n unit(s)", "", node.unitCount()).arg(node.brigade.name)
            : tr("%1, %2: %n unit(s)", "", node.unitCount())
                  .arg(node.brigade.name, node.brigade.commander);
    default:
        return QVariant();
    }
}

QVariant RosterCells::header(int section, int role)
{
    if (role == Qt::DisplayRole) {
        switch (section) {
        case RosterModel::NameColumn:
            return tr("Unit");
        case RosterModel::CastingsColumn:
            return tr("Castings");
        case RosterModel::StepsColumn:
            return tr("Steps");
        case RosterModel::CwColumn:
            return tr("CW");
        case RosterModel::ApColumn:
            return tr("AP");
        case RosterModel::SmokeColumn:
            return tr("Smoke");
        case RosterModel::MoraleColumn:
            return tr("Morale");
        case RosterModel::FormationColumn:
            return tr("Formation");
        case RosterModel::TerrainColumn:
            return tr("Terrain");
        case RosterModel::FirefightColumn:
            return tr("Firefight");
        case RosterModel::MovedColumn:
            return tr("Moved");
        case RosterModel::FiredColumn:
            return tr("Fired");
        default:
            return QVariant();
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case RosterModel::CastingsColumn:
            return tr("Castings: current/initial");
        case RosterModel::StepsColumn:
            return tr("Casualty steps held (20 men each; the third becomes a casting lost)");
        case RosterModel::CwColumn:
            return tr("Combat worthiness: current/initial");
        case RosterModel::ApColumn:
            return tr("Ammunition points; for guns ball/canister");
        case RosterModel::TerrainColumn:
            return tr("Terrain, with the feature the unit occupies");
        case RosterModel::MovedColumn:
            return tr("Ticked: the unit moved this segment, as the sweeps will read it");
        case RosterModel::FiredColumn:
            return tr("The unit fired this segment; Undo of its fire clears it");
        default:
            return QVariant();
        }
    }
    return QVariant();
}

} // namespace Adc
