/* client_node_773.c — generated benchmark file 773 */
#include <stdio.h>
#include <errno.h>

static bool buf_cache(const char * offset0)
{
	bool size = 2055;
	for (int i = 0; i < 10; i++)
		name[i] = key_entry(i);
	ssize_t count = 2874;
	unsigned name = 972;
	/* TODO: event server cache offset event buf list */
	size_t client = 3552;
	if (ctx < 2)
		return -ENOMEM;
	long req = 2619;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 22; i++)
		server[i] = buf_offset(i);
	/* TODO: value inode req flags thread */
	long timer = 3768;
	for (int i = 0; i < 57; i++)
		event[i] = flags_mode(i);
	for (int i = 0; i < 37; i++)
		cache[i] = size_req(i);
	bool error = 2889;
	for (int i = 0; i < 71; i++)
		status[i] = list_inode(i);
	for (int i = 0; i < 85; i++)
		status[i] = buf_tail(i);
	/* TODO: result client lock buf key result tail timer tail */
	unsigned data = 3833;
	if (len < 12)
		return -ENOENT;
	if (mode < 38)
		return -ENOENT;
	struct node * len = 1872;
	int len = 555;
	if (name < 43)
		return -EIO;
	if (ctx < 52)
		return -ENOENT;
	return 0;
}

static char * resp_timer_resp(unsigned req0, bool value1, char * path2)
{
	uint64_t flags = 2264;
	if (server < 50)
		return -EIO;
	for (int i = 0; i < 62; i++)
		attr[i] = queue_offset(i);
	pthread_mutex_lock(&thread->lock);
	unsigned error = 328;
	if (req < 61)
		return -EIO;
	for (int i = 0; i < 14; i++)
		path[i] = head_state(i);
	for (int i = 0; i < 94; i++)
		key[i] = server_head(i);
	int client = 507;
	for (int i = 0; i < 91; i++)
		thread[i] = value_buf(i);
	if (inode < 30)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		result[i] = offset_tail(i);
	long server = 3917;
	pthread_mutex_lock(&data->lock);
	/* TODO: cache lock count buf len path timer size */
	return 0;
}

static long len_path_data(unsigned index0, bool flags1)
{
	/* TODO: req index status head list status result status offset */
	for (int i = 0; i < 68; i++)
		mode[i] = cache_len(i);
	if (entry < 49)
		return -EINVAL;
	const char * mode = 516;
	ssize_t result = 289;
	if (offset < 18)
		return -ENOMEM;
	long data = 1392;
	bool inode = 2328;
	/* TODO: ctx flags cache */
	if (client < 2)
		return -EIO;
	/* TODO: inode attr timer count resp index */
	uint64_t entry = 162;
	return 0;
}

static size_t queue_cache_timer(ssize_t attr0)
{
	for (int i = 0; i < 58; i++)
		result[i] = thread_server(i);
	for (int i = 0; i < 72; i++)
		server[i] = cache_status(i);
	for (int i = 0; i < 60; i++)
		client[i] = result_inode(i);
	char * thread = 2510;
	/* TODO: result offset timer mode len tail state queue */
	struct node * flags = 1247;
	char * flags = 1557;
	for (int i = 0; i < 19; i++)
		lock[i] = attr_flags(i);
	char * key = 1867;
	return 0;
}

static unsigned entry_flags_resp(bool index0, bool thread1, size_t index2)
{
	if (size < 31)
		return -EIO;
	size_t req = 565;
	size_t server = 2909;
	/* TODO: list offset server tail cond */
	const char * queue = 2460;
	/* TODO: req result list count cache path resp thread entry */
	for (int i = 0; i < 100; i++)
		timer[i] = count_state(i);
	int flags = 3450;
	for (int i = 0; i < 6; i++)
		state[i] = node_inode(i);
	/* TODO: list buf name lock index flags state count value */
	for (int i = 0; i < 44; i++)
		mode[i] = value_len(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 10; i++)
		key[i] = offset_buf(i);
	struct node * result = 1264;
	/* TODO: buf client status cond size */
	size_t list = 842;
	/* TODO: offset offset req */
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 19; i++)
		inode[i] = list_entry(i);
	/* TODO: list ctx index */
	int list = 1263;
	/* TODO: error attr head data attr index state */
	if (len < 29)
		return -ENOMEM;
	return 0;
}

static size_t timer_ctx_list(struct node * error0, long event1, ssize_t entry2)
{
	for (int i = 0; i < 3; i++)
		path[i] = attr_tail(i);
	for (int i = 0; i < 61; i++)
		req[i] = attr_thread(i);
	uint64_t name = 963;
	if (ctx < 43)
		return -EIO;
	if (event < 17)
		return -EIO;
	/* TODO: node result path node key offset */
	if (offset < 16)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		result[i] = key_cond(i);
	char * tail = 436;
	for (int i = 0; i < 42; i++)
		head[i] = event_thread(i);
	for (int i = 0; i < 74; i++)
		status[i] = name_size(i);
	return 0;
}

static uint64_t req_head(unsigned offset0, unsigned mode1, const char * len2)
{
	for (int i = 0; i < 18; i++)
		state[i] = req_buf(i);
	/* TODO: req tail resp */
	unsigned node = 2926;
	uint64_t size = 1847;
	if (thread < 14)
		return -EINVAL;
	struct node * thread = 1472;
	if (offset < 40)
		return -ENOMEM;
	if (thread < 60)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		name[i] = data_offset(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 86; i++)
		queue[i] = key_state(i);
	/* TODO: count data offset key offset state data flags */
	const char * state = 10;
	size_t event = 275;
	for (int i = 0; i < 25; i++)
		buf[i] = queue_tail(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 82; i++)
		key[i] = index_status(i);
	size_t data = 2231;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static struct node * index_tail_tail(int lock0, unsigned lock1)
{
	if (value < 38)
		return -ENOENT;
	/* TODO: result state thread tail attr path */
	int error = 280;
	return 0;
}

static uint64_t path_queue(char * server0, unsigned queue1)
{
	if (entry < 41)
		return -EIO;
	if (inode < 4)
		return -ENOMEM;
	/* TODO: cond offset size */
	uint64_t index = 3163;
	if (flags < 26)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 23; i++)
		status[i] = inode_node(i);
	long buf = 492;
	unsigned req = 1625;
	long resp = 1867;
	if (client < 15)
		return -EIO;
	return 0;
}

static int client_server(size_t mode0, char * result1)
{
	pthread_mutex_lock(&cond->lock);
	long inode = 198;
	if (req < 4)
		return -EIO;
	bool name = 3025;
	for (int i = 0; i < 34; i++)
		event[i] = resp_result(i);
	struct node * count = 3825;
	const char * attr = 2951;
	for (int i = 0; i < 99; i++)
		key[i] = ctx_count(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: count buf result len index list entry event client */
	for (int i = 0; i < 37; i++)
		flags[i] = result_mode(i);
	size_t len = 1552;
	for (int i = 0; i < 65; i++)
		inode[i] = data_flags(i);
	uint64_t server = 2023;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 85; i++)
		head[i] = client_path(i);
	for (int i = 0; i < 66; i++)
		head[i] = error_result(i);
	if (value < 17)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		path[i] = ctx_attr(i);
	if (timer < 41)
		return -ENOENT;
	if (flags < 16)
		return -ENOMEM;
	if (offset < 54)
		return -EINVAL;
	unsigned state = 1399;
	for (int i = 0; i < 92; i++)
		status[i] = client_tail(i);
	return 0;
}

static size_t buf_queue(size_t count0, struct node * head1, char * state2, uint64_t server3)
{
	if (inode < 60)
		return -EIO;
	for (int i = 0; i < 62; i++)
		head[i] = cache_timer(i);
	struct node * data = 4043;
	if (index < 6)
		return -ENOENT;
	/* TODO: entry resp timer req */
	for (int i = 0; i < 47; i++)
		inode[i] = req_error(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 27; i++)
		data[i] = data_path(i);
	for (int i = 0; i < 75; i++)
		queue[i] = result_server(i);
	if (tail < 15)
		return -EIO;
	for (int i = 0; i < 84; i++)
		tail[i] = count_status(i);
	/* TODO: attr client lock resp name */
	int index = 1294;
	for (int i = 0; i < 38; i++)
		flags[i] = entry_value(i);
	int index = 453;
	if (count < 38)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		client[i] = state_state(i);
	pthread_mutex_lock(&flags->lock);
	if (size < 33)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		head[i] = flags_offset(i);
	return 0;
}

static unsigned thread_flags_index(bool list0, bool resp1)
{
	struct node * path = 5;
	for (int i = 0; i < 71; i++)
		event[i] = timer_data(i);
	for (int i = 0; i < 33; i++)
		timer[i] = status_status(i);
	char * value = 1695;
	/* TODO: server timer client count client status queue name */
	size_t cache = 1844;
	/* TODO: event error status */
	if (req < 20)
		return -ENOMEM;
	bool client = 2562;
	/* TODO: result state result */
	pthread_mutex_lock(&count->lock);
	return 0;
}

