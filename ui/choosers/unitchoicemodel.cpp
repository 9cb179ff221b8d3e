#include "ui/choosers/unitchoicemodel.h"

#include "core/common/vocabularytext.h"

#include <QStringList>
#include <algorithm>

namespace Adc {

UnitChoiceModel::UnitChoiceModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void UnitChoiceModel::setChoices(const QList<Choice> &choices)
{
    beginResetModel();
    m_choices = choices;
    m_checked = QList<bool>(choices.size(), false);
    endResetModel();
}

void UnitChoiceModel::setCheckable(bool checkable)
{
    beginResetModel();
    m_checkable = checkable;
    endResetModel();
}

bool UnitChoiceModel::isChecked(int row) const
{
    return m_checked.value(row, false);
}

void UnitChoiceModel::setChecked(int row, bool checked)
{
    if (!m_checkable || row < 0 || row >= m_checked.size() || m_checked.at(row) == checked)
        return;
    m_checked[row] = checked;
    const QModelIndex at = index(row);
    Q_EMIT dataChanged(at, at, { Qt::CheckStateRole });
    Q_EMIT checkedChanged();
}

QList<qint64> UnitChoiceModel::checkedUnits() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_choices.size(); ++row) {
        if (m_checked.value(row) && m_choices.at(row).unitId != 0)
            ids.append(m_choices.at(row).unitId);
    }
    return ids;
}

bool UnitChoiceModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!m_checkable || role != Qt::CheckStateRole || !index.isValid())
        return false;
    setChecked(index.row(), value.toInt() == Qt::Checked);
    return true;
}

Qt::ItemFlags UnitChoiceModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractListModel::flags(index);
    if (m_checkable && index.isValid())
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

int UnitChoiceModel::rowOfUnit(qint64 id) const
{
    // Unit 0 is the entry that names none (a charger not named), if any.
    for (int row = 0; row < m_choices.size(); ++row) {
        const Choice &choice = m_choices.at(row);
        if (choice.unitId == id && (id != 0 || choice.featureId == 0))
            return row;
    }
    return -1;
}

int UnitChoiceModel::rowOfFeature(qint64 id) const
{
    for (int row = 0; row < m_choices.size(); ++row) {
        if (id != 0 && m_choices.at(row).featureId == id && m_choices.at(row).unitId == 0)
            return row;
    }
    return -1;
}

int UnitChoiceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_choices.size());
}

QVariant UnitChoiceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_choices.size())
        return QVariant();
    const Choice &choice = m_choices.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        // The line is user text: joined, never passed through arg().
        return !choice.likely ? choice.line
                              : choice.line + QStringLiteral(" \u2014 ") + choice.reason;
    case Qt::ToolTipRole:
    case DetailsRole:
        return choice.details;
    case ReasonRole:
        return choice.reason;
    case Qt::CheckStateRole:
        if (!m_checkable)
            return QVariant();
        return m_checked.value(index.row()) ? Qt::Checked : Qt::Unchecked;
    case UnitIdRole:
        return choice.unitId;
    case FeatureIdRole:
        return choice.featureId;
    case NameRole:
        return choice.name;
    case BrigadeRole:
        return choice.brigade;
    case SideRole:
        return choice.side;
    default:
        return QVariant();
    }
}

UnitChoiceModel::Choice UnitChoiceModel::unitChoice(const UnitRecord &unit, const QString &line)
{
    return Choice { unit.id,       0,         unit.name, unit.brigade, unit.side, line,
                    details(unit), QString(), false };
}

UnitChoiceModel::Choice UnitChoiceModel::unitChoice(const UnitRecord &unit)
{
    // The name is user text: joined, never passed through arg().
    return unitChoice(unit,
                      unit.name + QStringLiteral(" (") + unit.brigade + QStringLiteral(", ")
                          + unit.side + QLatin1Char(')'));
}

QList<UnitChoiceModel::Choice> UnitChoiceModel::ranked(const QList<Choice> &choices,
                                                       const QList<LikelyUnits::Ranked> &ranking)
{
    QList<Choice> before;
    QList<Choice> units;
    QList<Choice> after;
    for (const LikelyUnits::Ranked &entry : ranking) {
        for (const Choice &choice : choices) {
            if (entry.unit == 0 || choice.unitId != entry.unit)
                continue;
            Choice placed = choice;
            placed.reason = entry.reason;
            placed.likely = entry.likely && !entry.reason.isEmpty();
            placed.details += QStringLiteral("<br><i>") + entry.reason.toHtmlEscaped()
                + QStringLiteral("</i>");
            units.append(placed);
            break;
        }
    }
    for (const Choice &choice : choices) {
        const bool named = choice.unitId != 0
            && std::any_of(ranking.cbegin(), ranking.cend(), [&](const LikelyUnits::Ranked &entry) {
                               return entry.unit == choice.unitId;
                           });
        if (named)
            continue;
        // The entry naming no unit stays first; other entries follow the units.
        if (choice.unitId == 0 && choice.featureId == 0)
            before.append(choice);
        else
            after.append(choice);
    }
    return before + units + after;
}

QList<UnitChoiceModel::Choice>
UnitChoiceModel::unitChoices(const QList<UnitRecord> &units,
                             const QList<LikelyUnits::Ranked> &ranking)
{
    QList<Choice> choices;
    choices.reserve(units.size());
    for (const UnitRecord &unit : units)
        choices.append(unitChoice(unit));
    return ranked(choices, ranking);
}

UnitChoiceModel::Choice UnitChoiceModel::townBlockChoice(const FeatureRecord &block,
                                                         const QString &line)
{
    return Choice { 0,
                    block.id,
                    block.name,
                    QString(),
                    QString(),
                    line,
                    QStringLiteral("<b>") + line.toHtmlEscaped() + QStringLiteral("</b>"),
                    QString(),
                    false };
}

QString UnitChoiceModel::details(const UnitRecord &unit)
{
    const auto escaped = [](const QString &text) { return text.toHtmlEscaped(); };
    QStringList lines;
    lines << QStringLiteral("<b>") + escaped(unit.name) + QStringLiteral("</b>");
    lines << escaped(unit.side) + QStringLiteral(", ") + tr("brigade") + QLatin1Char(' ')
            + escaped(unit.brigade);
    lines << escaped(VocabularyText::text(unit.arm)) + QStringLiteral(", ")
            + escaped(VocabularyText::text(unit.troopClass));
    if (firesByTubes(unit.arm)) {
        lines << tr("%1 tubes, %2 ball AP, %3 canister AP")
                     .arg(unit.tubes)
                     .arg(unit.apBall)
                     .arg(unit.apCanister);
    } else {
        lines << tr("%1 of %2 castings, CW %3 of %4, %5 AP")
                     .arg(unit.castings)
                     .arg(unit.castingsInitial)
                     .arg(unit.cw)
                     .arg(unit.cwInitial)
                     .arg(unit.ap);
    }
    QStringList state;
    if (unit.steps > 0)
        state << (unit.steps == 1 ? tr("1 step") : tr("%1 steps").arg(unit.steps));
    state << VocabularyText::text(unit.morale) << VocabularyText::text(unit.formation);
    if (unit.smoke)
        state << tr("in smoke");
    if (!unit.feature.isEmpty())
        state << unit.feature;
    if (unit.hidden)
        state << tr("hidden");
    lines << escaped(state.join(QStringLiteral(", ")));
    return lines.join(QStringLiteral("<br>"));
}

} // namespace Adc
