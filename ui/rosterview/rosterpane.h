#pragma once

#include "ui/rosterview/rosterfilter.h"
#include "ui/rosterview/rostermodel.h"
#include "ui/rosterview/rostertreestate.h"

#include <QList>
#include <QWidget>
#include <optional>

class QLabel;
class QLineEdit;
class QToolButton;
class QTreeView;

namespace Adc {

class Battle;

// The roster in the middle of the window: the search field and the filter
// chips above the tree of sides, brigades and units. Units are dragged
// within and between the brigades of their side; the model turns the drop
// into one action.
class RosterPane : public QWidget
{
    Q_OBJECT

public:
    explicit RosterPane(QWidget *parent = nullptr);

    void setBattle(Battle *battle);

    RosterModel *model() const { return m_model; }
    RosterFilter *filter() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    QLineEdit *searchField() const { return m_search; }
    QToolButton *chipButton(RosterFilter::Chip chip) const;
    QLabel *countLabel() const { return m_count; }

    // The unit of the current row (0 on a side or brigade row or none).
    qint64 currentUnitId() const;
    // Every selected unit, in the tree's order.
    QList<qint64> selectedUnitIds() const;
    // The brigade of the current row, a brigade row or a unit's.
    std::optional<BrigadeRecord> currentBrigade() const;
    QString currentSide() const;

    // Makes the unit current and selected, and scrolls to it.
    void selectUnit(qint64 id);
    void selectBrigade(qint64 id);
    // The first unit of the order of battle, if any.
    void selectFirstUnit();
    // The unit or brigade the search finds best (RosterFilter::bestMatch).
    void selectBestMatch();
    // Sizes the columns to what they show.
    void fitColumns();

Q_SIGNALS:
    void currentUnitChanged(qint64 id);
    // The current row or the selection changed.
    void selectionChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateCount();
    void filterChanged(bool wasFiltering);
    void widenNameColumn();
    void expandNew(const QModelIndex &parent, int first, int last);

    RosterModel *m_model = nullptr;
    RosterFilter *m_filter = nullptr;
    QTreeView *m_view = nullptr;
    QLineEdit *m_search = nullptr;
    QList<QToolButton *> m_chips;
    // The tree before a search, given back after it.
    RosterTreeState m_before;
    QLabel *m_count = nullptr;
    int m_nameWidth = 0;
};

} // namespace Adc
