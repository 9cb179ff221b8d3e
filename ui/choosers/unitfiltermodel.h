#pragma once

#include "ui/choosers/unitmatcher.h"

#include <QSortFilterProxyModel>

namespace Adc {

// The entries of a UnitChoiceModel that match what was typed, best first
// (UnitMatcher's ranks), equals in the list's order. The ranks are worked out
// once a keystroke, for every entry, and the view reads them.
class UnitFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit UnitFilterModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;
    void setText(const QString &text);
    QString text() const { return m_text; }
    const UnitMatcher &matcher() const { return m_matcher; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void readCandidates();

    UnitMatcher m_matcher;
    QString m_text;
    QList<UnitMatcher::Rank> m_ranks;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace Adc
