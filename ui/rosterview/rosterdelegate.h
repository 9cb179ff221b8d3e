#pragma once

#include "ui/rosterview/rostermodel.h"

#include <QIcon>
#include <QStyledItemDelegate>

namespace Adc {

// Paints a unit's worst condition as a badge before its name, so the model
// carries data and the view does the drawing.
class RosterDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // The badge a roster row shows (null for none, and on side and brigade
    // rows and other columns).
    static QIcon badgeFor(const QModelIndex &index);
    // A round badge with a letter: B broken, R routed, A out of ammunition,
    // S in smoke; null for no condition.
    static QIcon badge(RosterModel::Condition condition);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Adc
