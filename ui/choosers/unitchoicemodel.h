#pragma once

#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"
#include "core/turn/likelyunits.h"

#include <QAbstractListModel>
#include <QList>
#include <optional>

namespace Adc {

// What a unit chooser offers: units of the battle (those the dialog may
// choose from, in the battle's order) and, for a fire, town blocks fired at
// their edge. Each row shows a line for the list and the unit in full.
class UnitChoiceModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        UnitIdRole = Qt::UserRole + 1,
        FeatureIdRole,
        // The entry in full, rich text: what the chooser shows beside it.
        DetailsRole,
        NameRole,
        BrigadeRole,
        SideRole,
        // Why the entry stands where it does in the list, in words.
        ReasonRole,
    };

    struct Choice
    {
        qint64 unitId = 0;
        qint64 featureId = 0;
        QString name;
        QString brigade;
        QString side;
        QString line;
        QString details;
        // Why it is offered where it is ("not yet fired this segment"):
        // shown under the details, and after the line for the likeliest.
        QString reason;
        bool likely = false;
    };

    explicit UnitChoiceModel(QObject *parent = nullptr);

    void setChoices(const QList<Choice> &choices);
    // Rows with a box to tick (the units pooling their fire).
    void setCheckable(bool checkable);
    bool isCheckable() const { return m_checkable; }
    bool isChecked(int row) const;
    void setChecked(int row, bool checked);
    QList<qint64> checkedUnits() const;
    const QList<Choice> &choices() const { return m_choices; }
    // The row of the unit (or of the town block), -1 when not offered; unit
    // 0 is an entry that names none, when offered.
    int rowOfUnit(qint64 id) const;
    int rowOfFeature(qint64 id) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // A unit as the list shows it: "Name (brigade, side)" and its state.
    static Choice unitChoice(const UnitRecord &unit, const QString &line);
    static Choice unitChoice(const UnitRecord &unit);
    // The units in the order the ranking gives (LikelyUnits: the likeliest
    // first), each with its reason; entries it does not name (a town block,
    // the entry that names no unit) keep their place before or after them.
    static QList<Choice> ranked(const QList<Choice> &choices,
                                const QList<LikelyUnits::Ranked> &ranking);
    // The units as unitChoice shows them, in the ranking's order.
    static QList<Choice> unitChoices(const QList<UnitRecord> &units,
                                     const QList<LikelyUnits::Ranked> &ranking);
    // A town block fired at its edge, described by the fire dialog's words.
    static Choice townBlockChoice(const FeatureRecord &block, const QString &line);
    // The unit in full: name, side, brigade, arm and class, castings, CW, AP
    // (guns: tubes and AP of ball and canister) and its state.
    static QString details(const UnitRecord &unit);

Q_SIGNALS:
    void checkedChanged();

private:
    QList<Choice> m_choices;
    QList<bool> m_checked;
    bool m_checkable = false;
};

} // namespace Adc
