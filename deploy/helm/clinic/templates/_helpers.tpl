{{/* Name prefix of every object: <release>-clinic, or the release name when it already says clinic. */}}
{{- define "clinic.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 50 | trimSuffix "-" -}}
{{- else if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 50 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 50 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* Labels of every object. */}}
{{- define "clinic.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{/* Selector of one role; called with (dict "root" $ "component" "core-api"). */}}
{{- define "clinic.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "clinic.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end -}}

{{- define "clinic.secretName" -}}
{{- if .Values.secrets.existingSecret -}}
{{ .Values.secrets.existingSecret }}
{{- else -}}
{{ include "clinic.fullname" . }}-secrets
{{- end -}}
{{- end -}}

{{- define "clinic.filesClaim" -}}
{{- if .Values.fileStorage.local.existingClaim -}}
{{ .Values.fileStorage.local.existingClaim }}
{{- else -}}
{{ include "clinic.fullname" . }}-files
{{- end -}}
{{- end -}}

{{/* Settings and secrets of every container (the same for every role and the migration Job). */}}
{{- define "clinic.envFrom" -}}
- configMapRef:
    name: {{ include "clinic.fullname" . }}-config
- secretRef:
    name: {{ include "clinic.secretName" . }}
{{- end -}}

{{/* Volumes of a pod; called with (dict "root" $ "files" true|false): files mounts the shared local storage. */}}
{{- define "clinic.volumes" -}}
- name: tmp
  emptyDir:
    sizeLimit: 256Mi
- name: data
{{- if and .files (eq .root.Values.fileStorage.mode "local") }}
  persistentVolumeClaim:
    claimName: {{ include "clinic.filesClaim" .root }}
{{- else }}
  emptyDir:
    sizeLimit: {{ .root.Values.dataDirSizeLimit }}
{{- end }}
{{- if .root.Values.officialI693.configMap }}
- name: official-i693
  configMap:
    name: {{ .root.Values.officialI693.configMap }}
{{- end }}
{{- end -}}

{{/* Mounts matching clinic.volumes: /tmp and DATA_DIR writable, the root file system read-only. */}}
{{- define "clinic.volumeMounts" -}}
- name: tmp
  mountPath: /tmp
- name: data
  mountPath: /var/lib/clinic
{{- if .Values.officialI693.configMap }}
- name: official-i693
  mountPath: /etc/clinic/forms
  readOnly: true
{{- end }}
{{- end -}}
