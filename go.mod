module github.com/cardstock/cardstock

go 1.26.8

require (
	codeberg.org/go-pdf/fpdf v0.12.0
	github.com/go-fonts/dejavu v0.3.2
	golang.org/x/image v0.47.0
)

require (
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/pelletier/go-toml/v2 v2.4.3 // indirect
	github.com/spf13/cobra v1.10.2 // indirect
	github.com/spf13/pflag v1.0.9 // indirect
	github.com/yuin/goldmark v1.8.7 // indirect
	go.yaml.in/yaml/v3 v3.0.6 // indirect
	golang.org/x/text v0.43.0 // indirect
)
