import Benchmark
import Foundation
@_spi(Measurement) import Tessera
import TesseraCore
import TesseraTesting

/// A photo cell as a xib describes it (an image view over a caption, pinned by constraints) and
/// the same cell written in code, for the same grid.
final class BenchmarkNibCell: UICollectionViewCell {
    weak var caption: UILabel!
    override func setValue(_ value: Any?, forKey key: String) {
        if key == "caption" { caption = value as? UILabel } else { super.setValue(value, forKey: key) }
    }
}

final class BenchmarkCodeCell: UICollectionViewCell {
    let caption = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        let photo = UIImageView()
        photo.backgroundColor = UIColor(white: 0.8, alpha: 1)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        caption.font = .systemFont(ofSize: 13)
        caption.textAlignment = .center
        for view in [photo, caption] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: topAnchor), photo.leadingAnchor.constraint(equalTo: leadingAnchor),
            trailingAnchor.constraint(equalTo: photo.trailingAnchor),
            caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 4),
            caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
            trailingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 4),
            bottomAnchor.constraint(equalTo: caption.bottomAnchor, constant: 4),
        ])
    }
    required init?(coder: NSCoder) { fatalError("made in code") }
}

enum BenchmarkDocuments {
    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    static let cellXib = header + """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Cell" id="cell" customClass="BenchmarkNibCell" customModule="RenderingBenchmarks">
                <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                <view key="contentView" opaque="NO" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                            <color key="backgroundColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </imageView>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Caption" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                            <rect key="frame" x="4" y="64" width="112" height="22"/>
                            <fontDescription key="fontDescription" type="system" pointSize="13"/>
                        </label>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="photo" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c1"/>
                    <constraint firstItem="photo" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="photo" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="caption" firstAttribute="top" secondItem="photo" secondAttribute="bottom" constant="4" id="c4"/>
                    <constraint firstItem="caption" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="4" id="c5"/>
                    <constraint firstAttribute="trailing" secondItem="caption" secondAttribute="trailing" constant="4" id="c6"/>
                    <constraint firstAttribute="bottom" secondItem="caption" secondAttribute="bottom" constant="4" id="c7"/>
                </constraints>
                <connections>
                    <outlet property="caption" destination="caption" id="o1"/>
                </connections>
            </collectionViewCell>
        </objects>
    </document>
    """

    /// A storyboard of `scenes` scenes: a navigation controller whose root is a collection view
    /// controller with a prototype cell, and detail scenes of labels, a button and a switch
    /// reached by segues.
    static func storyboard(scenes: Int) -> String {
        var details = ""
        var segues = ""
        for index in 2..<scenes {
            segues += "<segue destination=\"d\(index)\" kind=\"show\" identifier=\"detail\(index)\" id=\"s\(index)\"/>\n"
            details += """
            <scene sceneID="sc\(index)"><objects>
                <viewController storyboardIdentifier="Detail\(index)" id="d\(index)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v\(index)">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label text="Scene \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="l\(index)">
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
                            </label>
                            <label text="Details" translatesAutoresizingMaskIntoConstraints="NO" id="m\(index)">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b\(index)"><state key="normal" title="Done"/></button>
                            <switch on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="w\(index)"/>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="g\(index)"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="l\(index)" firstAttribute="top" secondItem="g\(index)" secondAttribute="top" constant="20" id="k\(index)a"/>
                            <constraint firstItem="l\(index)" firstAttribute="leading" secondItem="g\(index)" secondAttribute="leading" constant="20" id="k\(index)b"/>
                            <constraint firstItem="m\(index)" firstAttribute="top" secondItem="l\(index)" secondAttribute="bottom" constant="8" id="k\(index)c"/>
                            <constraint firstItem="m\(index)" firstAttribute="leading" secondItem="l\(index)" secondAttribute="leading" id="k\(index)d"/>
                            <constraint firstItem="b\(index)" firstAttribute="top" secondItem="m\(index)" secondAttribute="bottom" constant="20" id="k\(index)e"/>
                            <constraint firstItem="b\(index)" firstAttribute="leading" secondItem="l\(index)" secondAttribute="leading" id="k\(index)f"/>
                            <constraint firstItem="w\(index)" firstAttribute="centerY" secondItem="b\(index)" secondAttribute="centerY" id="k\(index)g"/>
                            <constraint firstItem="w\(index)" firstAttribute="leading" secondItem="b\(index)" secondAttribute="trailing" constant="20" id="k\(index)h"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>

            """
        }
        return header + """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="sc0"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="grid" kind="relationship" relationship="rootViewController" id="root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="sc1"><objects>
                    <collectionViewController title="Photos" id="grid" customClass="BenchmarkGridController" customModule="RenderingBenchmarks" sceneMemberID="viewController">
                        <collectionView key="view" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="8" id="fl">
                                <size key="itemSize" width="120" height="90"/>
                                <inset key="sectionInset" minX="10" minY="10" maxX="10" maxY="10"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell reuseIdentifier="Cell" id="proto" customClass="BenchmarkNibCell" customModule="RenderingBenchmarks">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                    <view key="contentView" contentMode="center">
                                        <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                        <subviews>
                                            <label text="Caption" textAlignment="center" id="pc">
                                                <rect key="frame" x="4" y="64" width="112" height="22"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <connections><outlet property="caption" destination="pc" id="po"/>
                                    \(segues)</connections>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="grid" id="ds"/>
                                <outlet property="delegate" destination="grid" id="dl"/>
                            </connections>
                        </collectionView>
                        <navigationItem key="navigationItem" title="Photos" id="ni"/>
                    </collectionViewController>
                </objects></scene>
                \(details)
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
            </resources>
        </document>
        """
    }

    /// A folder holding the documents, written once per process.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-ib-benchmarks-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(cellXib.utf8).write(to: folder.appendingPathComponent("BenchmarkCell.xib"))
        try? Data(storyboard(scenes: 20).utf8).write(to: folder.appendingPathComponent("Twenty.storyboard"))
        return folder
    }()
}

/// The storyboard's grid: 1,000 captioned cells.
final class BenchmarkGridController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1_000 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! BenchmarkNibCell
        cell.caption.text = "Photo \(indexPath.item)"
        return cell
    }
}

/// Names its items and sizes them by item (the mixed desktop grid's widths).
@MainActor final class CaptionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        let caption = (cell as? BenchmarkNibCell)?.caption ?? (cell as? BenchmarkCodeCell)?.caption
        caption?.text = "Photo \(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: mixedWidths[(indexPath.item &* 7_919) % 7], height: 90)
    }
}

func interfaceBuilderBenchmarks() {
    // Scroll frames of a 1280×800 grid of captioned photo cells, 25 points a frame (a row enters
    // on most frames), cells from a xib against the same cells written in code, in one run.
    for fromNib in [true, false] {
        Benchmark("Interface Builder: scroll frame 1280×800, cells \(fromNib ? "from a xib" : "in code")",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(4), maxIterations: 4_000)) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
                let layout = UICollectionViewFlowLayout()
                layout.minimumInteritemSpacing = 8
                layout.minimumLineSpacing = 10
                let collectionView = UICollectionView(frame: screen.window.bounds, collectionViewLayout: layout)
                if fromNib {
                    collectionView.register(UINib(nibName: "BenchmarkCell", bundle: Bundle(url: BenchmarkDocuments.folder)), forCellWithReuseIdentifier: "Cell")
                } else {
                    collectionView.register(BenchmarkCodeCell.self, forCellWithReuseIdentifier: "Cell")
                }
                let source = CaptionSource()
                collectionView.dataSource = source
                collectionView.delegate = source
                screen.window.addSubview(collectionView)
                screen.runUntilIdle()
                var offset: CGFloat = 0
                for _ in 0..<60 { offset += 25; collectionView.contentOffset.y = offset; collectionView.layoutIfNeeded() }
                let made = collectionView.createdViewCount
                measureScrollFrames(benchmark, collectionView, step: 25, from: offset, restart: 1_500,
                                    limit: collectionView.contentSize.height - 800)
                precondition(collectionView.createdViewCount == made, "cells were made while scrolling")
                blackHole(screen)
                blackHole(source)
            }
        }
    }

    // One cell from the xib: the objects made, constraints added, outlet set, awakeFromNib.
    Benchmark("Interface Builder: instantiate a xib cell") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let nib = UINib(nibName: "BenchmarkCell", bundle: Bundle(url: BenchmarkDocuments.folder))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(nib.instantiate(withOwner: nil)) }
            benchmark.stopMeasurement()
        }
    }

    // Reading the 20-scene storyboard's XML into a document (what happens once per file).
    let twenty = Data(BenchmarkDocuments.storyboard(scenes: 20).utf8)
    Benchmark("Interface Builder: read a 20-scene storyboard (\(twenty.count / 1024) KiB)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? IBDocument(data: twenty, name: "Twenty.storyboard")) }
    }

    // The initial controller of the 20-scene storyboard shown on a 1280×800 screen: navigation
    // controller, the grid scene and its view, the first screen of cells laid out and drawn.
    Benchmark("Interface Builder: show a 20-scene storyboard's initial controller, 1280×800") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let bundle = Bundle(url: BenchmarkDocuments.folder)
            // One screen whose root is replaced each time (a screen per iteration would leave
            // windows for the run loop to lay out).
            let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                screen.rootViewController = UIStoryboard(name: "Twenty", bundle: bundle).instantiateInitialViewController()
                screen.runUntilIdle()
                blackHole(screen.renderImage())
            }
            benchmark.stopMeasurement()
        }
    }
}
