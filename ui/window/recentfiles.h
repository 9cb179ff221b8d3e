#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace Adc {

// File > Open Recent: the battles opened last, newest first, kept in the
// application's settings (QSettings) between sessions.
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaximum = 8;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const;
    // Puts the file first (absolute path), dropping the oldest beyond eight.
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

    // Fills the menu with one action per file, and Clear.
    void fillMenu(QMenu *menu);

Q_SIGNALS:
    void openRequested(const QString &path);
    void changed();

private:
    void store(const QStringList &files);
};

} // namespace Adc
