#include "ui/rosterview/rosterpane.h"

#include "core/common/vocabulary.h"
#include "ui/rosterview/rosterdelegate.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace Adc {

namespace {

struct ChipSpec
{
    RosterFilter::Chip chip;
    const char *label;
    const char *tip;
};

const ChipSpec kChips[] = {
    { RosterFilter::InSmokeChip, QT_TRANSLATE_NOOP("Adc::RosterPane", "In smoke"),
      QT_TRANSLATE_NOOP("Adc::RosterPane", "Only units in smoke") },
    { RosterFilter::OutOfApChip, QT_TRANSLATE_NOOP("Adc::RosterPane", "Out of AP"),
      QT_TRANSLATE_NOOP("Adc::RosterPane", "Only units with no ammunition left") },
    { RosterFilter::RoutedOrBrokenChip, QT_TRANSLATE_NOOP("Adc::RosterPane", "Routed/broken"),
      QT_TRANSLATE_NOOP("Adc::RosterPane", "Only routed or broken units") },
};

} // namespace

RosterPane::RosterPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new RosterModel(this))
    , m_filter(new RosterFilter(this))
    , m_view(new QTreeView(this))
    , m_search(new QLineEdit(this))
    , m_count(new QLabel(this))
{
    m_filter->setSourceModel(m_model);

    m_search->setObjectName(QStringLiteral("rosterSearch"));
    m_search->setPlaceholderText(tr("Search units and brigades by name"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        const bool was = m_filter->isFiltering();
        if (!was)
            m_before.note(m_view, m_filter);
        m_filter->setSearchText(text);
        filterChanged(was);
    });
    // Down and Enter go from the search to the unit or brigade it finds best.
    m_search->installEventFilter(this);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_search, 1);
    for (const ChipSpec &spec : kChips) {
        auto *button = new QToolButton(this);
        button->setText(tr(spec.label));
        button->setToolTip(tr(spec.tip));
        button->setCheckable(true);
        button->setAutoRaise(false);
        button->setProperty("chip", int(spec.chip));
        connect(button, &QToolButton::toggled, this, [this, chip = spec.chip](bool on) {
            const bool was = m_filter->isFiltering();
            if (!was)
                m_before.note(m_view, m_filter);
            m_filter->setChip(chip, on);
            filterChanged(was);
        });
        m_chips.append(button);
        bar->addWidget(button);
    }
    bar->addWidget(m_count);

    m_view->setObjectName(QStringLiteral("rosterView"));
    m_view->setModel(m_filter);
    m_view->setItemDelegate(new RosterDelegate(m_view));
    // Every row one line high: the view lays out 2,000 units without
    // measuring each.
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSortingEnabled(true);
    m_view->header()->setSortIndicatorClearable(true);
    m_view->header()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionsMovable(true);
    m_view->setDragEnabled(true);
    m_view->setAcceptDrops(true);
    m_view->setDropIndicatorShown(true);
    m_view->setDragDropMode(QAbstractItemView::InternalMove);
    m_view->setDefaultDropAction(Qt::MoveAction);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->viewport()->installEventFilter(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this] { Q_EMIT currentUnitChanged(currentUnitId()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { Q_EMIT selectionChanged(); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this] { Q_EMIT selectionChanged(); });
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &RosterPane::expandNew);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &RosterPane::updateCount);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &RosterPane::updateCount);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &RosterPane::updateCount);
    updateCount();
}

QToolButton *RosterPane::chipButton(RosterFilter::Chip chip) const
{
    for (QToolButton *button : m_chips) {
        if (button->property("chip").toInt() == int(chip))
            return button;
    }
    return nullptr;
}

void RosterPane::setBattle(Battle *battle)
{
    m_model->setBattle(battle);
    m_view->expandAll();
    fitColumns();
    updateCount();
}

void RosterPane::expandNew(const QModelIndex &parent, int first, int last)
{
    // A new side or brigade opens, so the unit added to it shows.
    for (int row = first; row <= last; ++row) {
        const QModelIndex index = m_filter->index(row, 0, parent);
        if (RosterModel::Kind(index.data(RosterModel::KindRole).toInt()) != RosterModel::Kind::Unit)
            m_view->expand(index);
    }
    if (parent.isValid() && !m_view->isExpanded(parent))
        m_view->expand(parent);
}

void RosterPane::updateCount()
{
    const int total = m_model->unitCount();
    if (!m_filter->isFiltering()) {
        m_count->setText(tr("%n unit(s)", "", total));
        return;
    }
    int shown = 0;
    for (int s = 0; s < m_filter->rowCount(); ++s) {
        const QModelIndex side = m_filter->index(s, 0);
        for (int b = 0; b < m_filter->rowCount(side); ++b)
            shown += m_filter->rowCount(m_filter->index(b, 0, side));
    }
    m_count->setText(tr("%1 of %n unit(s)", "", total).arg(shown));
}

qint64 RosterPane::currentUnitId() const
{
    return m_view->currentIndex().data(RosterModel::UnitIdRole).toLongLong();
}

QList<qint64> RosterPane::selectedUnitIds() const
{
    QList<qint64> ids;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &row : rows) {
        const qint64 id = row.data(RosterModel::UnitIdRole).toLongLong();
        if (id != 0 && !ids.contains(id))
            ids.append(id);
    }
    if (ids.isEmpty() && currentUnitId() != 0
        && m_view->selectionModel()->isSelected(m_view->currentIndex()))
        ids.append(currentUnitId());
    return ids;
}

std::optional<BrigadeRecord> RosterPane::currentBrigade() const
{
    return m_model->brigadeAt(m_filter->mapToSource(m_view->currentIndex()));
}

QString RosterPane::currentSide() const
{
    return m_model->sideAt(m_filter->mapToSource(m_view->currentIndex()));
}

void RosterPane::selectUnit(qint64 id)
{
    const QModelIndex index = m_filter->mapFromSource(m_model->indexOfUnit(id));
    if (!index.isValid())
        return;
    m_view->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
}

void RosterPane::selectBrigade(qint64 id)
{
    const QModelIndex index = m_filter->mapFromSource(m_model->indexOfBrigade(id));
    if (!index.isValid())
        return;
    m_view->expand(index);
    m_view->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
}

void RosterPane::selectFirstUnit()
{
    for (int s = 0; s < m_filter->rowCount(); ++s) {
        const QModelIndex side = m_filter->index(s, 0);
        for (int b = 0; b < m_filter->rowCount(side); ++b) {
            const QModelIndex brigade = m_filter->index(b, 0, side);
            if (m_filter->rowCount(brigade) > 0) {
                // The order of battle starts at the top, its side and brigade in view.
                m_view->selectionModel()->setCurrentIndex(m_filter->index(0, 0, brigade),
                                                          QItemSelectionModel::ClearAndSelect
                                                              | QItemSelectionModel::Rows);
                m_view->scrollToTop();
                return;
            }
        }
    }
}

void RosterPane::selectBestMatch()
{
    const QModelIndex best = m_filter->bestMatch();
    if (!best.isValid())
        return;
    m_view->selectionModel()->setCurrentIndex(
        best, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(best);
}

void RosterPane::fitColumns()
{
    // Measured from the texts rather than with resizeColumnToContents, which
    // asks the delegate for every cell of every row: the counts have a
    // widest form, the words come from their vocabularies, and only names
    // and terrains are read unit by unit.
    QFont bold = m_view->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const int padding = metrics.horizontalAdvance(QLatin1Char('M'));
    auto widest = [&](const QStringList &texts) {
        int width = 0;
        for (const QString &text : texts)
            width = std::max(width, metrics.horizontalAdvance(text));
        return width + padding;
    };
    QList<int> widths;
    for (int column = 0; column < RosterModel::ColumnCount; ++column)
        widths.append(widest({ m_model->headerData(column, Qt::Horizontal).toString() }));
    auto atLeast
        = [&](int column, int width) { widths[column] = std::max(widths.at(column), width); };
    atLeast(RosterModel::CastingsColumn, widest({ QStringLiteral("99/99") }));
    atLeast(RosterModel::StepsColumn, widest({ QStringLiteral("2") }));
    atLeast(RosterModel::CwColumn, widest({ QStringLiteral("99/99") }));
    atLeast(RosterModel::ApColumn, widest({ QStringLiteral("99/99") }));
    atLeast(RosterModel::SmokeColumn, widest({ QStringLiteral("in smoke") }));
    atLeast(RosterModel::MoraleColumn, widest(moraleNames()));
    atLeast(RosterModel::FormationColumn, widest(formationNames()));
    atLeast(RosterModel::TerrainColumn, widest(terrainNames()));
    atLeast(RosterModel::FirefightColumn, widest({ QStringLiteral("firefight") }));
    atLeast(RosterModel::FiredColumn, widest({ tr("fired") }));

    const int decoration = m_view->iconSize().width() + 8;
    for (int s = 0; s < m_model->rowCount(); ++s) {
        const QModelIndex side = m_model->index(s, 0);
        for (int column = 0; column < RosterModel::ColumnCount; ++column)
            atLeast(column,
                    widest({ m_model->index(s, column).data().toString() })
                        + (column == 0 ? m_view->indentation() : 0));
        for (int b = 0; b < m_model->rowCount(side); ++b) {
            const QModelIndex brigade = m_model->index(b, 0, side);
            for (int column = 0; column < RosterModel::ColumnCount; ++column)
                atLeast(column,
                        widest({ m_model->index(b, column, side).data().toString() })
                            + (column == 0 ? 2 * m_view->indentation() : 0));
            for (int u = 0; u < m_model->rowCount(brigade); ++u) {
                atLeast(
                    RosterModel::NameColumn,
                    widest({ m_model->index(u, 0, brigade).data(RosterModel::NameRole).toString() })
                        + 3 * m_view->indentation() + decoration);
                atLeast(RosterModel::TerrainColumn,
                        widest({ m_model->index(u, RosterModel::TerrainColumn, brigade)
                                     .data()
                                     .toString() }));
            }
        }
    }
    // A very long name does not push the counts off the screen.
    const int em = metrics.horizontalAdvance(QLatin1Char('M'));
    widths[RosterModel::NameColumn] = std::min(widths.at(RosterModel::NameColumn), em * 24);
    widths[RosterModel::TerrainColumn] = std::min(widths.at(RosterModel::TerrainColumn), em * 20);
    for (int column = 0; column < RosterModel::ColumnCount; ++column)
        m_view->header()->resizeSection(column, widths.at(column));
    m_nameWidth = widths.at(RosterModel::NameColumn);
    widenNameColumn();
}

void RosterPane::widenNameColumn()
{
    // Room the columns leave goes to the names, so none is cut short while
    // the window has space.
    QHeaderView *header = m_view->header();
    int others = 0;
    for (int column = 0; column < RosterModel::ColumnCount; ++column) {
        if (column != RosterModel::NameColumn && !header->isSectionHidden(column))
            others += header->sectionSize(column);
    }
    const int room = m_view->viewport()->width() - others;
    int name = std::max(m_nameWidth, room);
    // On a small screen the name gives way first, down to ten letters, so
    // the counts from castings to morale show without scrolling sideways.
    int counts = 0;
    for (int column = RosterModel::CastingsColumn; column <= RosterModel::MoraleColumn; ++column)
        counts += header->isSectionHidden(column) ? 0 : header->sectionSize(column);
    const int fit = m_view->viewport()->width() - counts;
    const int shortest = m_view->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 10;
    if (name > fit)
        name = std::max(fit, shortest);
    header->resizeSection(RosterModel::NameColumn, name);
}

// A filter shows every match opened; cleared, the tree is as it was before.
void RosterPane::filterChanged(bool wasFiltering)
{
    // The tree was noted before the filter hid any row.
    const bool filtering = m_filter->isFiltering();
    if (filtering)
        m_view->expandAll();
    else if (wasFiltering)
        m_before.restore(m_view, m_filter);
    updateCount();
}

bool RosterPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        widenNameColumn();
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_Return || key == Qt::Key_Enter) {
            selectBestMatch();
            m_view->setFocus(Qt::OtherFocusReason);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Adc
