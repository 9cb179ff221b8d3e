#include "ui/dicetray/dicesentry.h"

#include "core/dice/diceroller.h"
#include "core/dice/randomsource.h"
#include "ui/dicetray/dieface.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace Adc {

namespace {

int largestFaceOf(const DiceExpression &expression)
{
    int largest = 0;
    for (const DiceExpression::Term &term : expression.terms())
        largest = std::max(largest, term.sides);
    return largest;
}

} // namespace

DicesEntry::DicesEntry(QWidget *parent)
    : QWidget(parent)
{
    m_label = new QLabel(this);
    m_faces = new QLineEdit(this);
    m_faces->setObjectName(QStringLiteral("faces"));
    m_faces->setClearButtonEnabled(true);
    m_faces->setMaximumWidth(160);
    m_label->setBuddy(m_faces);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("hint"));
    m_hint->setStyleSheet(QStringLiteral("QLabel { color: #666; }"));
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("total"));
    QFont big = m_total->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_total->setFont(big);

    auto *entry = new QHBoxLayout;
    entry->addWidget(m_label);
    entry->addWidget(m_faces);
    entry->addWidget(m_hint, 1);
    m_dice = new QHBoxLayout;
    m_dice->setSpacing(6);
    auto *shown = new QHBoxLayout;
    shown->addLayout(m_dice);
    shown->addWidget(m_total);
    shown->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(entry);
    layout->addLayout(shown);
    setFocusProxy(m_faces);

    connect(m_faces, &QLineEdit::textChanged, this, [this] {
        updateHint();
        Q_EMIT edited();
    });
    setExpression(DiceExpression::dice(1, 10));
}

void DicesEntry::setExpression(const DiceExpression &expression)
{
    m_expression = expression;
    if (m_label->text().isEmpty() || m_label->text().startsWith(QLatin1Char('&')))
        m_label->setText(tr("&Dice %1:").arg(expression.toString()));
    reset();
}

void DicesEntry::setLabel(const QString &text)
{
    m_label->setText(text);
}

bool DicesEntry::hasTypedFaces() const
{
    return !m_faces->text().trimmed().isEmpty();
}

Result<QList<int>> DicesEntry::readFaces(const QString &text, int dice, int largestFace)
{
    const QString trimmed = text.trimmed();
    QList<int> faces;
    static const QRegularExpression separators(QStringLiteral("[\\s,;+\\-]+"));
    const bool packed = dice > 1 && largestFace <= 9
        && QRegularExpression(QStringLiteral("^\\d+$")).match(trimmed).hasMatch()
        && trimmed.size() == dice;
    if (packed) {
        for (const QChar digit : trimmed)
            faces.append(digit.digitValue());
    } else {
        for (const QString &part : trimmed.split(separators, Qt::SkipEmptyParts)) {
            bool ok = false;
            const int face = part.toInt(&ok);
            if (!ok)
                return Failure::malformed(tr("\"%1\" is not a face").arg(part));
            faces.append(face);
        }
    }
    if (faces.size() != dice)
        return Failure::malformed(dice == 1 ? tr("1 face expected")
                                            : tr("%1 faces expected").arg(dice));
    return faces;
}

Result<DiceRoll> DicesEntry::typedRoll() const
{
    const Result<QList<int>> faces
        = readFaces(m_faces->text(), m_expression.diceCount(), largestFaceOf(m_expression));
    if (!faces)
        return faces.failure();
    return DiceRoll::fromFaces(m_expression, *faces);
}

Result<DiceRoll> DicesEntry::take(RandomSource &source)
{
    Result<DiceRoll> roll
        = hasTypedFaces() ? typedRoll() : Result<DiceRoll>(DiceRoller::roll(m_expression, source));
    if (roll)
        showRoll(*roll);
    return roll;
}

void DicesEntry::showRoll(const std::optional<DiceRoll> &roll)
{
    m_shown = roll;
    while (QLayoutItem *item = m_dice->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!roll) {
        m_total->clear();
        return;
    }
    const QList<DiceExpression::Term> &terms = roll->expression().terms();
    for (int t = 0; t < terms.size(); ++t) {
        const DiceExpression::Term &term = terms.at(t);
        if (term.isConstant())
            continue;
        for (int face : roll->facesByTerm().value(t)) {
            auto *die = new DieFace(term.sides, face, this);
            die->setEdge(44);
            die->setSubtracted(term.negative);
            m_dice->addWidget(die);
        }
    }
    const int constant = roll->expression().constant();
    QString total;
    if (constant != 0)
        total = QStringLiteral("%1%2 ")
                    .arg(constant > 0 ? QStringLiteral("+") : QStringLiteral("\u2212"))
                    .arg(std::abs(constant));
    total += QStringLiteral("= %1").arg(roll->total());
    m_total->setText(total);
}

QWidget *DicesEntry::rollWidget(const DiceRoll &roll, int edge, QWidget *parent)
{
    auto *widget = new QWidget(parent);
    widget->setObjectName(QStringLiteral("roll"));
    auto *layout = new QHBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    const QList<DiceExpression::Term> &terms = roll.expression().terms();
    for (int t = 0; t < terms.size(); ++t) {
        const DiceExpression::Term &term = terms.at(t);
        if (term.isConstant())
            continue;
        for (int face : roll.facesByTerm().value(t)) {
            auto *die = new DieFace(term.sides, face, widget);
            die->setEdge(edge);
            die->setSubtracted(term.negative);
            layout->addWidget(die);
        }
    }
    auto *total = new QLabel(widget);
    QFont big = total->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    total->setFont(big);
    const int constant = roll.expression().constant();
    QString text;
    if (constant != 0)
        text = QStringLiteral("%1%2 ")
                   .arg(constant > 0 ? QStringLiteral("+") : QStringLiteral("\u2212"))
                   .arg(std::abs(constant));
    total->setText(text + QStringLiteral("= %1").arg(roll.total()));
    layout->addWidget(total);
    layout->addStretch(1);
    return widget;
}

void DicesEntry::reset()
{
    m_faces->clear();
    showRoll(std::nullopt);
    updateHint();
}

void DicesEntry::updateHint()
{
    if (!hasTypedFaces()) {
        m_hint->setText(tr("type the faces, or leave empty to roll on screen"));
        m_hint->setStyleSheet(QStringLiteral("QLabel { color: #666; }"));
        return;
    }
    const Result<DiceRoll> roll = typedRoll();
    if (roll) {
        m_hint->setText(tr("total %1").arg(roll->total()));
        m_hint->setStyleSheet(QStringLiteral("QLabel { color: #2e7d32; }"));
    } else {
        m_hint->setText(roll.error());
        m_hint->setStyleSheet(QStringLiteral("QLabel { color: #b71c1c; }"));
    }
}

} // namespace Adc
