/* list_queue_967.c — generated benchmark file 967 */
#include <stdio.h>
#include <errno.h>

static const char * ctx_attr(bool ctx0, int tail1)
{
	for (int i = 0; i < 57; i++)
		server[i] = cache_buf(i);
	bool data = 3663;
	if (value < 20)
		return -EINVAL;
	/* TODO: status path error cond resp status count lock thread */
	pthread_mutex_lock(&name->lock);
	if (resp < 32)
		return -EINVAL;
	uint64_t index = 2937;
	if (cache < 12)
		return -EIO;
	long event = 2474;
	/* TODO: ctx lock error */
	/* TODO: timer attr path state data count */
	pthread_mutex_lock(&flags->lock);
	bool index = 2577;
	pthread_mutex_lock(&mode->lock);
	/* TODO: resp name data index value ctx entry */
	/* TODO: thread name head */
	if (index < 44)
		return -EIO;
	for (int i = 0; i < 43; i++)
		error[i] = node_flags(i);
	if (flags < 32)
		return -EIO;
	long len = 404;
	for (int i = 0; i < 68; i++)
		index[i] = state_attr(i);
	bool resp = 647;
	uint64_t status = 1916;
	return 0;
}

static ssize_t req_node_server(const char * thread0, bool data1, char * index2, char * offset3)
{
	long node = 3344;
	/* TODO: size error resp tail attr status */
	size_t event = 3570;
	if (buf < 43)
		return -ENOENT;
	char * head = 3259;
	/* TODO: lock tail index */
	for (int i = 0; i < 15; i++)
		error[i] = buf_key(i);
	for (int i = 0; i < 26; i++)
		name[i] = offset_index(i);
	struct node * client = 2570;
	if (size < 40)
		return -EIO;
	if (tail < 14)
		return -EIO;
	char * entry = 1894;
	uint64_t queue = 1224;
	struct node * flags = 3512;
	for (int i = 0; i < 49; i++)
		buf[i] = buf_offset(i);
	for (int i = 0; i < 52; i++)
		server[i] = path_value(i);
	/* TODO: name inode value */
	for (int i = 0; i < 70; i++)
		result[i] = error_buf(i);
	/* TODO: lock state queue value ctx list data */
	if (req < 28)
		return -ENOENT;
	/* TODO: inode mode node timer server status resp */
	for (int i = 0; i < 33; i++)
		flags[i] = client_name(i);
	for (int i = 0; i < 11; i++)
		inode[i] = state_flags(i);
	/* TODO: state ctx req */
	if (index < 5)
		return -EIO;
	return 0;
}

static struct node * inode_flags_resp(bool status0, long path1)
{
	/* TODO: entry name list lock cond flags timer count req */
	if (cond < 60)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static bool node_thread_status(ssize_t name0, uint64_t size1, int entry2)
{
	/* TODO: index tail buf entry value key mode node thread */
	/* TODO: ctx lock value value count offset flags tail name */
	if (cond < 31)
		return -ENOMEM;
	if (key < 44)
		return -ENOMEM;
	if (key < 59)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		attr[i] = server_entry(i);
	/* TODO: ctx server status */
	if (size < 27)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		data[i] = mode_status(i);
	long entry = 1599;
	if (state < 26)
		return -EINVAL;
	size_t lock = 54;
	if (req < 1)
		return -ENOENT;
	const char * data = 1014;
	/* TODO: timer result attr tail thread offset buf */
	/* TODO: client event state status attr buf count */
	ssize_t thread = 514;
	return 0;
}

static int size_flags_cond(bool state0, size_t queue1, bool inode2, uint64_t index3)
{
	for (int i = 0; i < 36; i++)
		offset[i] = cond_req(i);
	long buf = 279;
	ssize_t status = 4081;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 5; i++)
		event[i] = resp_data(i);
	bool entry = 3679;
	for (int i = 0; i < 67; i++)
		node[i] = name_thread(i);
	/* TODO: thread mode lock */
	/* TODO: client len size cache ctx list */
	return 0;
}

static uint64_t count_count_data(bool flags0, uint64_t offset1, bool event2, uint64_t state3)
{
	if (server < 60)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		server[i] = path_key(i);
	pthread_mutex_lock(&data->lock);
	uint64_t tail = 1243;
	if (cache < 55)
		return -ENOENT;
	const char * lock = 1726;
	const char * mode = 2363;
	if (entry < 2)
		return -ENOMEM;
	/* TODO: cache name lock state node event */
	for (int i = 0; i < 92; i++)
		mode[i] = value_head(i);
	struct node * state = 2266;
	/* TODO: tail entry event */
	if (inode < 24)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		cond[i] = node_tail(i);
	unsigned attr = 1987;
	/* TODO: value attr size req error count mode lock offset */
	for (int i = 0; i < 97; i++)
		data[i] = status_state(i);
	return 0;
}

