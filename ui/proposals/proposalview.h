#pragma once

#include <QTreeView>

class QKeyEvent;

namespace Adc {

// The waiting proposals as a list the keyboard works: Enter accepts the
// current one, Space (or a double click) opens it in its dialog to change
// it, Delete declines it; with no current row, the first. The three keys
// are the list's own while it has the keyboard: the window's Delete (Remove
// Unit) does not reach past it, every other key of the window's actions
// does.
class ProposalView : public QTreeView
{
    Q_OBJECT

public:
    explicit ProposalView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    // The proposal Enter, Space and Delete act on: the current row's, else the
    // first's; 0 when the list is empty.
    qint64 chosenProposal() const;

Q_SIGNALS:
    void acceptRequested();
    void openRequested();
    void declineRequested();

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;

private:
    static bool isOwnKey(const QKeyEvent *key);
    // The first row is current when none is.
    void keepCurrent();
};

} // namespace Adc
