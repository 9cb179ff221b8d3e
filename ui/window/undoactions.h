#pragma once

#include <QObject>
#include <QPointer>
#include <optional>

class QAction;

namespace Adc {

class Battle;

// Undo and redo for the open battle: the actions name what they would take
// back or apply again, and say what they did.
class UndoActions : public QObject
{
    Q_OBJECT

public:
    explicit UndoActions(QObject *parent = nullptr);

    void setBattle(Battle *battle);
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }

    void undo();
    void redo();
    // Takes back every entry from the latest down to `logId`, one undo each
    // (each logged); stops at the first refusal.
    void undoTo(qint64 logId);
    // Reads the texts again (after every logged action).
    void update();

Q_SIGNALS:
    void message(const QString &text, bool refused);

private:
    void apply(bool undo);

    QPointer<Battle> m_battle;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    // The entry the undo text names: undo takes back that one or nothing.
    std::optional<qint64> m_undoTarget;
};

} // namespace Adc
