#pragma once

#include <QTreeView>

namespace Adc {

class LogModel;

// The log dock's list: newest last, kept scrolled to the newest entry while
// the umpire has not scrolled back to read older ones.
class LogView : public QTreeView
{
    Q_OBJECT

public:
    explicit LogView(QWidget *parent = nullptr);

    void setLogModel(LogModel *model);
    // "Undo to Here" on the current entry: takes back it and every entry after it.
    QAction *undoToHereAction() const { return m_undoToHere; }

Q_SIGNALS:
    void undoToRequested(qint64 logId);

protected:
    // Reached from the keyboard, the list starts at the newest entry.
    void focusInEvent(QFocusEvent *event) override;

private:
    void updateUndoToHere();

    bool m_follow = true;
    QAction *m_undoToHere = nullptr;
};

} // namespace Adc
