import Foundation

/// Pull to refresh, on any scroll view (`scrollView.refreshControl = UIRefreshControl()`).
///
/// Pulling the content down past the top by ``triggerDistance`` with a finger, or turning the
/// wheel on past the top by as much, starts refreshing: the control sends `.valueChanged`
/// once, its spinner turns, and the scroll view keeps the spinner's 60 points open above the
/// content (its content inset grows) until ``endRefreshing()``. ``beginRefreshing()`` from code
/// shows the same state and sends nothing, as UIKit's. While the content is pulled, the spinner's
/// spokes appear one by one.
@preconcurrency @MainActor open class UIRefreshControl: UIControl, ScrollEdgeObserver {
    /// The room the spinner takes above the content while refreshing.
    static let height: CGFloat = 60
    /// How far the content must be pulled down past the top to refresh.
    public static let triggerDistance: CGFloat = 90

    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString? { didSet { titleLabel.text = attributedTitle?.string; setNeedsLayout() } }
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            spinner.color = newValue
        }
    }

    let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    private weak var scrollView: UIScrollView?
    /// The wheel's pull past the top, and when it last turned (a pause forgets it).
    private var wheelPull: (distance: CGFloat, time: TimeInterval) = (0, 0)
    /// Whether a pull has started refreshing since the finger went down (one per pull).
    private var triggeredThisPull = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.isHidden = true
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    /// Put on a scroll view (by its `refreshControl` property).
    func attach(to scrollView: UIScrollView?) {
        self.scrollView = scrollView
        placeAboveContent()
    }

    /// Sits just above the content's top, across the scroll view.
    private func placeAboveContent() {
        guard let scrollView else { return }
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        autoresizingMask = [.flexibleWidth]
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = titleLabel.text?.isEmpty == false
        spinner.center = CGPoint(x: bounds.midX, y: hasTitle ? bounds.midY - 8 : bounds.midY)
        titleLabel.frame = CGRect(x: 0, y: bounds.midY + 8, width: bounds.width, height: 16)
    }

    // MARK: Refreshing

    /// Shows the refreshing state (the spinner turning, its room kept open); sends nothing.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.isHidden = false
        spinner.startAnimating()
        holdRoom(true)
    }

    /// Ends refreshing: the spinner stops and its room closes, animated.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        UIView.animate(withDuration: 0.3, animations: { self.holdRoom(false) }, completion: { [weak self] _ in
            guard let self, !self.isRefreshing else { return }
            self.spinner.isHidden = true
        })
    }

    /// Opens (or closes) the spinner's room above the content; a view at the top stays there.
    private func holdRoom(_ open: Bool) {
        guard let scrollView else { return }
        let atTop = scrollView.contentOffset.y <= scrollView.minimumContentOffset.y + 0.5
        scrollView.contentInset.top += open ? Self.height : -Self.height
        if open, atTop || scrollView.isTracking { return }
        if !open, scrollView.contentOffset.y < scrollView.minimumContentOffset.y {
            scrollView.contentOffset.y = scrollView.minimumContentOffset.y
        }
    }

    /// Starts refreshing because the user pulled: the state, then `.valueChanged`.
    private func userTriggered() {
        guard !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    // MARK: ScrollEdgeObserver

    /// How far the content is pulled down past its resting top.
    private func pull(of scrollView: UIScrollView) -> CGFloat {
        max(0, scrollView.minimumContentOffset.y - scrollView.contentOffset.y)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if !scrollView.isTracking { triggeredThisPull = false }
        let pulled = pull(of: scrollView)
        guard !isRefreshing else { return }
        spinner.isHidden = pulled < 4
        // The spokes appear as the pull grows, one per eighth of the way.
        spinner.alpha = min(1, pulled / Self.triggerDistance)
        if scrollView.isTracking, !triggeredThisPull, pulled >= Self.triggerDistance {
            triggeredThisPull = true
            userTriggered()
        }
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView) {
        triggeredThisPull = false
    }

    func scrollView(_ scrollView: UIScrollView, wheelPastTopBy distance: CGFloat) {
        let now = MainLoopClock.current.now
        if now - wheelPull.time > 0.5 { wheelPull.distance = 0 }
        wheelPull = (wheelPull.distance + distance, now)
        guard wheelPull.distance >= Self.triggerDistance else { return }
        wheelPull.distance = 0
        userTriggered()
    }
}

extension UIScrollView {
    /// The pull-to-refresh control shown above the content (iOS 10).
    public var refreshControl: UIRefreshControl? {
        get { edgeObserver as? UIRefreshControl }
        set {
            if let old = edgeObserver as? UIRefreshControl {
                old.removeFromSuperview()
                old.attach(to: nil)
            }
            edgeObserver = newValue
            guard let control = newValue else { return }
            insertSubview(control, at: 0)
            control.attach(to: self)
        }
    }
}
