#pragma once

#include "core/common/rulings.h"
#include "core/common/vocabulary.h"

#include <QStringList>
#include <QWidget>

class QTreeWidget;
class QTreeWidgetItem;

namespace Adc {

// The fire conditions as checkboxes, grouped as the chart groups them (small
// arms, artillery, firer moving, firer morale, smoke, cover, target), each
// with its title and the value it adds. Those that follow from the units'
// state are marked "from the battle"; the umpire may uncheck them or check
// others. Space toggles the current one.
class ConditionList : public QWidget
{
    Q_OBJECT

public:
    explicit ConditionList(QWidget *parent = nullptr);

    // available: the ids to list (table order); derived: those that follow
    // from the units' state; checked: those that hold now.
    void setConditions(const QStringList &available, const QStringList &derived,
                       const QStringList &checked, Shot shot, const Rulings &rulings);
    QStringList checked() const;
    bool isChecked(const QString &id) const;
    bool isDerived(const QString &id) const { return m_derived.contains(id); }
    bool contains(const QString &id) const;
    // Checks or unchecks one, as the umpire would (emits toggled).
    void setChecked(const QString &id, bool checked);

    QTreeWidget *view() const { return m_view; }

Q_SIGNALS:
    void toggled(const QString &id, bool checked);

private:
    QTreeWidgetItem *itemOf(const QString &id) const;

    QTreeWidget *m_view = nullptr;
    QStringList m_derived;
    bool m_filling = false;
};

} // namespace Adc
