#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <functional>
#include <optional>

class QAction;

namespace Adc {

class Battle;

// Undo and redo for the open battle: the actions name what they would take
// back or apply again, and say what they did. Undo takes back the latest
// entry of the battle whoever made it; before taking back another station's
// entry it asks (No by default).
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
    void run(bool undo, std::optional<qint64> target);
    void undoDownTo(qint64 logId);
    // The other stations whose entries undo would take back down to `logId`.
    QStringList otherStationsFrom(qint64 logId) const;
    // Asks whether to take back what other stations wrote; `yes` runs on Yes.
    void ask(const QString &text, const std::function<void()> &yes);

    QPointer<Battle> m_battle;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    // The entry the undo text names: undo takes back that one or nothing.
    std::optional<qint64> m_undoTarget;
};

} // namespace Adc
