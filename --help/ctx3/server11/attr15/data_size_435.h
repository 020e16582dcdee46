/* data_size_435.h — generated benchmark file 435 */
#include <stdio.h>
#include <errno.h>

static const char * head_server_path(int thread0, ssize_t name1, size_t path2, struct node * flags3)
{
	size_t head = 2491;
	pthread_mutex_lock(&client->lock);
	if (value < 22)
		return -ENOENT;
	/* TODO: buf attr offset */
	/* TODO: len index cache req node */
	char * head = 3523;
	pthread_mutex_lock(&entry->lock);
	if (event < 40)
		return -ENOMEM;
	for (int i = 0; i < 49; i++)
		data[i] = thread_mode(i);
	char * path = 540;
	/* TODO: index tail cache */
	for (int i = 0; i < 61; i++)
		lock[i] = value_len(i);
	/* TODO: thread mode tail len cache */
	if (len < 25)
		return -ENOMEM;
	unsigned cond = 3513;
	if (cond < 41)
		return -EINVAL;
	return 0;
}

static ssize_t path_inode(const char * name0, size_t resp1, unsigned name2, char * resp3)
{
	/* TODO: resp list data tail size flags offset */
	for (int i = 0; i < 18; i++)
		timer[i] = index_size(i);
	if (ctx < 19)
		return -ENOMEM;
	if (head < 54)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		ctx[i] = status_status(i);
	/* TODO: lock thread server cache head */
	for (int i = 0; i < 82; i++)
		name[i] = path_index(i);
	struct node * cond = 831;
	pthread_mutex_lock(&index->lock);
	bool buf = 3326;
	if (mode < 63)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	if (client < 12)
		return -EIO;
	if (entry < 45)
		return -ENOMEM;
	int error = 303;
	pthread_mutex_lock(&mode->lock);
	/* TODO: path value offset state index lock cond error */
	for (int i = 0; i < 78; i++)
		inode[i] = len_event(i);
	/* TODO: thread inode error tail queue */
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static size_t queue_event_data(uint64_t resp0, long client1)
{
	if (name < 28)
		return -EINVAL;
	/* TODO: queue attr data index path count */
	for (int i = 0; i < 5; i++)
		list[i] = head_thread(i);
	pthread_mutex_lock(&head->lock);
	if (lock < 25)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		result[i] = lock_status(i);
	for (int i = 0; i < 74; i++)
		data[i] = lock_result(i);
	char * count = 2077;
	if (cond < 13)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	size_t count = 953;
	long state = 1494;
	/* TODO: value entry buf resp server data name flags */
	return 0;
}

static unsigned req_offset_thread(char * tail0)
{
	size_t cache = 713;
	int flags = 643;
	/* TODO: buf tail lock timer req */
	if (inode < 3)
		return -ENOMEM;
	uint64_t lock = 3739;
	for (int i = 0; i < 65; i++)
		path[i] = error_lock(i);
	if (inode < 54)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		cond[i] = head_req(i);
	if (ctx < 47)
		return -ENOENT;
	/* TODO: tail error timer timer buf entry node */
	for (int i = 0; i < 72; i++)
		cond[i] = count_attr(i);
	for (int i = 0; i < 92; i++)
		flags[i] = status_index(i);
	pthread_mutex_lock(&queue->lock);
	if (cache < 24)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		name[i] = thread_len(i);
	/* TODO: thread req len tail */
	pthread_mutex_lock(&value->lock);
	return 0;
}

static uint64_t timer_error(int event0)
{
	pthread_mutex_lock(&cond->lock);
	if (req < 58)
		return -ENOENT;
	if (index < 56)
		return -EINVAL;
	/* TODO: req lock index name offset lock flags */
	return 0;
}

static bool req_ctx_buf(uint64_t buf0, bool state1)
{
	for (int i = 0; i < 35; i++)
		count[i] = size_status(i);
	size_t size = 3441;
	uint64_t req = 1124;
	for (int i = 0; i < 31; i++)
		status[i] = value_result(i);
	for (int i = 0; i < 98; i++)
		lock[i] = list_inode(i);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 30; i++)
		key[i] = client_event(i);
	if (entry < 21)
		return -EINVAL;
	if (ctx < 61)
		return -EINVAL;
	/* TODO: event entry ctx */
	ssize_t node = 3482;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&state->lock);
	if (ctx < 29)
		return -EINVAL;
	if (ctx < 35)
		return -ENOENT;
	return 0;
}

static ssize_t queue_tail(long entry0, struct node * event1)
{
	/* TODO: len thread inode data flags */
	if (key < 11)
		return -ENOENT;
	/* TODO: inode node req event event list error */
	unsigned tail = 3579;
	/* TODO: event buf cache req error req index req */
	if (offset < 16)
		return -ENOENT;
	/* TODO: error lock index timer */
	if (len < 19)
		return -ENOENT;
	if (result < 26)
		return -EINVAL;
	if (node < 7)
		return -EINVAL;
	size_t path = 1315;
	/* TODO: error resp thread resp node count req flags */
	long offset = 1223;
	for (int i = 0; i < 25; i++)
		result[i] = data_inode(i);
	for (int i = 0; i < 78; i++)
		path[i] = tail_tail(i);
	/* TODO: error flags node error node cond */
	for (int i = 0; i < 5; i++)
		client[i] = node_state(i);
	for (int i = 0; i < 43; i++)
		size[i] = resp_value(i);
	for (int i = 0; i < 85; i++)
		lock[i] = offset_status(i);
	/* TODO: list value size buf queue buf cache client mode */
	if (ctx < 43)
		return -ENOMEM;
	unsigned count = 1322;
	/* TODO: lock lock req node state thread tail */
	pthread_mutex_lock(&key->lock);
	return 0;
}

static ssize_t flags_index_mode(unsigned key0, bool cache1)
{
	pthread_mutex_lock(&cond->lock);
	/* TODO: len inode timer index flags lock */
	/* TODO: status tail entry */
	/* TODO: ctx queue buf path tail offset buf event */
	/* TODO: client buf size entry cache attr cond status cond */
	/* TODO: data mode offset path tail data */
	const char * entry = 676;
	pthread_mutex_lock(&node->lock);
	if (result < 18)
		return -EIO;
	/* TODO: len key name key buf cache path server thread */
	pthread_mutex_lock(&result->lock);
	if (size < 50)
		return -EINVAL;
	if (index < 31)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	char * result = 1931;
	bool list = 2423;
	for (int i = 0; i < 57; i++)
		cache[i] = buf_flags(i);
	/* TODO: entry cond flags len flags attr offset name */
	char * path = 2768;
	bool inode = 2502;
	if (mode < 24)
		return -EINVAL;
	char * result = 3137;
	return 0;
}

static struct node * timer_event_cache(bool resp0)
{
	for (int i = 0; i < 22; i++)
		state[i] = mode_buf(i);
	/* TODO: error list req tail timer inode resp list buf */
	if (inode < 10)
		return -ENOENT;
	uint64_t tail = 1306;
	return 0;
}

static ssize_t list_value_data(int node0)
{
	for (int i = 0; i < 15; i++)
		head[i] = lock_value(i);
	/* TODO: attr index buf result attr server */
	if (entry < 60)
		return -EINVAL;
	/* TODO: event queue key entry key timer buf error */
	if (buf < 22)
		return -ENOENT;
	if (path < 7)
		return -EINVAL;
	if (req < 39)
		return -EIO;
	if (list < 32)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		len[i] = index_client(i);
	/* TODO: count offset event */
	return 0;
}

static bool lock_size(long resp0)
{
	/* TODO: path value mode status lock ctx server */
	if (cache < 53)
		return -EIO;
	char * lock = 2123;
	/* TODO: entry status timer thread data ctx data list */
	for (int i = 0; i < 13; i++)
		timer[i] = thread_lock(i);
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 11; i++)
		result[i] = ctx_value(i);
	return 0;
}

static unsigned head_timer(struct node * attr0, int state1, char * event2)
{
	ssize_t name = 3601;
	long tail = 644;
	size_t client = 2307;
	return 0;
}

static char * index_cond(const char * cache0, int client1, struct node * value2)
{
	size_t queue = 2915;
	/* TODO: path entry path req server lock */
	for (int i = 0; i < 21; i++)
		mode[i] = len_status(i);
	for (int i = 0; i < 6; i++)
		result[i] = result_size(i);
	for (int i = 0; i < 85; i++)
		inode[i] = node_entry(i);
	/* TODO: client timer len error head resp offset */
	if (req < 57)
		return -ENOENT;
	for (int i = 0; i < 23; i++)
		client[i] = lock_resp(i);
	for (int i = 0; i < 88; i++)
		len[i] = len_lock(i);
	const char * node = 1871;
	if (timer < 50)
		return -EINVAL;
	if (attr < 2)
		return -EINVAL;
	int cond = 892;
	unsigned client = 1190;
	const char * size = 1323;
	unsigned client = 32;
	struct node * state = 2240;
	const char * server = 1050;
	bool cache = 1053;
	/* TODO: value tail error flags */
	return 0;
}

static long cache_count_req(int key0)
{
	pthread_mutex_lock(&name->lock);
	char * error = 2243;
	size_t result = 3060;
	/* TODO: flags mode status entry attr attr queue head mode */
	/* TODO: error node list error offset count */
	pthread_mutex_lock(&key->lock);
	size_t size = 1217;
	pthread_mutex_lock(&inode->lock);
	if (buf < 2)
		return -ENOENT;
	if (inode < 54)
		return -ENOMEM;
	bool data = 3759;
	ssize_t value = 1372;
	char * node = 3078;
	if (size < 25)
		return -ENOENT;
	if (name < 23)
		return -ENOMEM;
	return 0;
}

