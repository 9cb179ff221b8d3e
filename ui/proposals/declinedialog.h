#pragma once

#include <QDialog>
#include <QStringList>

class QLineEdit;
class QListWidget;
class QPushButton;

namespace Adc {

// Why the umpire declines a side's proposal, in words its side will read:
// one of the usual reasons (out of range, no line of sight, the unit has
// already acted, not this segment's side), highlighted with Up and Down,
// or one typed, which wins; the last used comes highlighted. Enter
// declines; Escape keeps the proposal.
class DeclineDialog : public QDialog
{
    Q_OBJECT

public:
    // `proposal`: the proposal in words, shown at the top.
    explicit DeclineDialog(const QString &proposal, QWidget *parent = nullptr);

    // Highlights the reason last used (put first when it is not a usual
    // one): Enter declines with it again.
    void highlightReason(const QString &reason);
    // The reason typed, else the one highlighted.
    QString reason() const;
    static QStringList usualReasons();

    QListWidget *reasonList() const { return m_reasons; }
    QLineEdit *typedField() const { return m_typed; }
    QPushButton *declineButton() const { return m_decline; }

private:
    QListWidget *m_reasons = nullptr;
    QLineEdit *m_typed = nullptr;
    QPushButton *m_decline = nullptr;
};

} // namespace Adc
