#pragma once

#include "print/qr/qrmatrix.h"

#include <QWidget>
#include <optional>

namespace Adc {

// A QR code on screen, drawn as the handout draws it (QrPainter), for a
// phone held up to the umpire's screen.
class QrCodeWidget : public QWidget
{
    Q_OBJECT

public:
    explicit QrCodeWidget(QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return m_text; }
    const std::optional<QrMatrix> &matrix() const { return m_matrix; }

    QSize sizeHint() const override { return QSize(180, 180); }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_text;
    std::optional<QrMatrix> m_matrix;
};

} // namespace Adc
