#include "ui/proposals/proposalview.h"

#include "ui/proposals/proposalmodel.h"

#include <QHeaderView>
#include <QKeyEvent>

namespace Adc {

ProposalView::ProposalView(QWidget *parent)
    : QTreeView(parent)
{
    setObjectName(QStringLiteral("proposalView"));
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    header()->setStretchLastSection(true);
    connect(this, &QAbstractItemView::doubleClicked, this, &ProposalView::openRequested);
}

void ProposalView::setModel(QAbstractItemModel *model)
{
    QTreeView::setModel(model);
    if (!model)
        return;
    const QFontMetrics metrics(font());
    header()->resizeSection(ProposalModel::ProposalColumn,
                            metrics.horizontalAdvance(QStringLiteral("Anglo-Allied No. 00__")));
    header()->resizeSection(ProposalModel::ActionColumn, metrics.averageCharWidth() * 48);
    connect(model, &QAbstractItemModel::rowsInserted, this, &ProposalView::keepCurrent);
    connect(model, &QAbstractItemModel::modelReset, this, &ProposalView::keepCurrent);
    keepCurrent();
}

void ProposalView::keepCurrent()
{
    if (!model() || currentIndex().isValid() || model()->rowCount() == 0)
        return;
    selectionModel()->setCurrentIndex(
        model()->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

qint64 ProposalView::chosenProposal() const
{
    if (!model() || model()->rowCount() == 0)
        return 0;
    const QModelIndex current = currentIndex();
    const QModelIndex row = current.isValid() ? current : model()->index(0, 0);
    return row.data(ProposalModel::ProposalIdRole).toLongLong();
}

bool ProposalView::isOwnKey(const QKeyEvent *key)
{
    if (key->modifiers() & ~Qt::KeypadModifier)
        return false;
    return key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter
        || key->key() == Qt::Key_Space || key->key() == Qt::Key_Delete;
}

bool ProposalView::event(QEvent *event)
{
    // Asked before the window's actions (WindowShortcuts::askFirst): Enter
    // Space and Delete are kept, every other key goes on to the actions.
    if (event->type() == QEvent::ShortcutOverride) {
        const bool own = isOwnKey(static_cast<QKeyEvent *>(event));
        event->setAccepted(own);
        return own;
    }
    return QTreeView::event(event);
}

void ProposalView::keyPressEvent(QKeyEvent *event)
{
    if (!isOwnKey(event) || chosenProposal() == 0) {
        QTreeView::keyPressEvent(event);
        return;
    }
    event->accept();
    if (event->key() == Qt::Key_Delete)
        Q_EMIT declineRequested();
    else if (event->key() == Qt::Key_Space)
        Q_EMIT openRequested();
    else
        Q_EMIT acceptRequested();
}

void ProposalView::focusInEvent(QFocusEvent *event)
{
    keepCurrent();
    QTreeView::focusInEvent(event);
}

} // namespace Adc
