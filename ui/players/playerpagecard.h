#pragma once

#include <QGroupBox>

class QLabel;
class QPushButton;

namespace Adc {

class QrCodeWidget;

// One page of the players' view in the Players' view dialog: whose page it
// is, its address as text to select or copy and as a QR code, and the
// button that renews it.
class PlayerPageCard : public QGroupBox
{
    Q_OBJECT

public:
    // `side` empty: the table display.
    PlayerPageCard(const QString &side, QWidget *parent = nullptr);

    QString side() const { return m_side; }
    QString address() const;
    void setAddress(const QString &address);

    QLabel *addressLabel() const { return m_address; }
    QrCodeWidget *code() const { return m_code; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *renewButton() const { return m_renew; }

Q_SIGNALS:
    void renewClicked();

private:
    QString m_side;
    QLabel *m_address;
    QrCodeWidget *m_code;
    QPushButton *m_copy;
    QPushButton *m_renew;
};

} // namespace Adc
