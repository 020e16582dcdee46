/* mode_node_546.h — generated benchmark file 546 */
#include <stdio.h>
#include <errno.h>

static char * size_inode(int state0, char * cond1)
{
	if (list < 10)
		return -EIO;
	for (int i = 0; i < 38; i++)
		node[i] = cache_value(i);
	if (state < 11)
		return -ENOENT;
	long client = 3177;
	bool value = 2774;
	uint64_t result = 1720;
	for (int i = 0; i < 27; i++)
		entry[i] = attr_queue(i);
	for (int i = 0; i < 32; i++)
		node[i] = error_client(i);
	uint64_t len = 3497;
	for (int i = 0; i < 41; i++)
		timer[i] = offset_cond(i);
	int queue = 3031;
	if (value < 17)
		return -EINVAL;
	if (timer < 5)
		return -EINVAL;
	char * status = 4018;
	if (cond < 23)
		return -ENOMEM;
	long resp = 3934;
	if (ctx < 48)
		return -EINVAL;
	ssize_t cond = 1139;
	/* TODO: inode result error entry status status ctx */
	const char * req = 1831;
	for (int i = 0; i < 83; i++)
		offset[i] = list_cache(i);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 72; i++)
		cond[i] = data_data(i);
	return 0;
}

static unsigned index_size_mode(size_t thread0, ssize_t inode1, int error2, long status3)
{
	int thread = 2568;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 34; i++)
		offset[i] = list_count(i);
	return 0;
}

static size_t count_mode_entry(size_t offset0, char * result1, int cache2, ssize_t result3)
{
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 22; i++)
		attr[i] = lock_name(i);
	long flags = 1786;
	size_t size = 1787;
	const char * mode = 2668;
	if (size < 2)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 86; i++)
		timer[i] = path_timer(i);
	const char * name = 114;
	int count = 2616;
	for (int i = 0; i < 64; i++)
		node[i] = state_server(i);
	for (int i = 0; i < 63; i++)
		flags[i] = entry_attr(i);
	bool index = 3900;
	char * count = 3673;
	if (flags < 38)
		return -ENOENT;
	uint64_t data = 1675;
	if (ctx < 3)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	bool queue = 3628;
	/* TODO: client flags ctx */
	/* TODO: path lock buf node node count tail */
	if (status < 11)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		timer[i] = flags_cond(i);
	return 0;
}

static uint64_t inode_queue(uint64_t key0)
{
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 81; i++)
		value[i] = server_name(i);
	for (int i = 0; i < 97; i++)
		thread[i] = data_offset(i);
	struct node * result = 1673;
	for (int i = 0; i < 67; i++)
		len[i] = len_ctx(i);
	/* TODO: status cache cond count thread tail */
	char * lock = 2375;
	if (flags < 30)
		return -ENOMEM;
	/* TODO: head server size */
	if (name < 4)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		offset[i] = attr_resp(i);
	if (inode < 51)
		return -ENOENT;
	char * data = 1177;
	for (int i = 0; i < 6; i++)
		cache[i] = result_error(i);
	if (path < 63)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	if (state < 4)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		node[i] = cond_head(i);
	for (int i = 0; i < 29; i++)
		count[i] = server_key(i);
	if (attr < 43)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	if (index < 9)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		client[i] = event_data(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 6; i++)
		tail[i] = inode_state(i);
	return 0;
}

static long offset_attr(ssize_t size0)
{
	if (result < 44)
		return -ENOMEM;
	int name = 3302;
	pthread_mutex_lock(&list->lock);
	size_t event = 3566;
	/* TODO: status data path data mode cond buf event result */
	for (int i = 0; i < 58; i++)
		state[i] = offset_event(i);
	uint64_t error = 603;
	pthread_mutex_lock(&path->lock);
	struct node * tail = 3694;
	for (int i = 0; i < 89; i++)
		key[i] = timer_entry(i);
	/* TODO: key mode client flags mode list lock */
	pthread_mutex_lock(&cond->lock);
	if (status < 21)
		return -ENOMEM;
	/* TODO: status server client tail offset tail */
	size_t count = 2770;
	if (data < 63)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		result[i] = key_queue(i);
	/* TODO: status attr name tail error entry client state */
	for (int i = 0; i < 96; i++)
		index[i] = mode_result(i);
	for (int i = 0; i < 20; i++)
		queue[i] = buf_queue(i);
	for (int i = 0; i < 32; i++)
		req[i] = cache_flags(i);
	char * size = 4083;
	char * resp = 2968;
	/* TODO: size state cond result state */
	size_t data = 4064;
	return 0;
}

static const char * head_data_lock(bool mode0)
{
	unsigned path = 3304;
	char * flags = 2788;
	for (int i = 0; i < 89; i++)
		entry[i] = list_path(i);
	pthread_mutex_lock(&entry->lock);
	unsigned inode = 2861;
	return 0;
}

static long len_timer_client(const char * head0, unsigned error1, size_t value2)
{
	const char * buf = 3900;
	if (path < 23)
		return -EIO;
	char * req = 2118;
	/* TODO: list lock result size buf name inode error */
	for (int i = 0; i < 52; i++)
		index[i] = len_size(i);
	ssize_t queue = 2681;
	long server = 1713;
	/* TODO: offset client queue entry flags state req offset */
	/* TODO: attr list flags key name */
	int queue = 3157;
	if (timer < 33)
		return -ENOMEM;
	if (name < 6)
		return -EIO;
	struct node * entry = 3005;
	if (resp < 62)
		return -EIO;
	if (size < 20)
		return -EIO;
	/* TODO: cond tail req */
	pthread_mutex_lock(&value->lock);
	bool entry = 1253;
	size_t result = 335;
	for (int i = 0; i < 66; i++)
		attr[i] = data_key(i);
	for (int i = 0; i < 70; i++)
		value[i] = value_event(i);
	if (size < 49)
		return -ENOMEM;
	return 0;
}

static int lock_thread(ssize_t event0, struct node * name1)
{
	struct node * mode = 367;
	/* TODO: list path result path client count count cache */
	int name = 1286;
	const char * entry = 2720;
	size_t client = 3556;
	size_t head = 1392;
	struct node * queue = 768;
	for (int i = 0; i < 87; i++)
		cond[i] = node_status(i);
	char * mode = 732;
	/* TODO: timer name mode data len path state thread */
	uint64_t size = 3901;
	for (int i = 0; i < 65; i++)
		result[i] = cond_node(i);
	return 0;
}

static bool event_event_list(uint64_t timer0, unsigned req1)
{
	ssize_t flags = 3944;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&status->lock);
	if (queue < 49)
		return -EINVAL;
	bool mode = 3962;
	for (int i = 0; i < 97; i++)
		size[i] = tail_list(i);
	bool status = 1869;
	bool ctx = 3914;
	if (data < 13)
		return -EIO;
	/* TODO: ctx node server head */
	for (int i = 0; i < 10; i++)
		node[i] = head_buf(i);
	if (list < 22)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static ssize_t buf_ctx(char * count0, struct node * entry1, unsigned count2)
{
	if (cache < 62)
		return -ENOENT;
	if (path < 41)
		return -ENOMEM;
	unsigned head = 250;
	if (tail < 49)
		return -EIO;
	size_t resp = 3492;
	int inode = 1973;
	long client = 2584;
	if (node < 42)
		return -EIO;
	if (thread < 17)
		return -EIO;
	for (int i = 0; i < 54; i++)
		ctx[i] = lock_state(i);
	for (int i = 0; i < 41; i++)
		entry[i] = index_cond(i);
	for (int i = 0; i < 50; i++)
		server[i] = event_node(i);
	/* TODO: cache client node */
	/* TODO: size value buf */
	long cond = 2261;
	unsigned offset = 4045;
	/* TODO: list attr node size name flags key resp */
	if (key < 11)
		return -EIO;
	const char * data = 2429;
	uint64_t tail = 2558;
	/* TODO: server head size */
	if (size < 11)
		return -EINVAL;
	if (size < 44)
		return -EINVAL;
	return 0;
}

static long data_ctx_value(bool resp0, char * resp1, char * req2, char * timer3)
{
	bool tail = 3954;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 83; i++)
		lock[i] = list_inode(i);
	for (int i = 0; i < 68; i++)
		lock[i] = entry_error(i);
	uint64_t error = 1983;
	return 0;
}

static struct node * head_thread(long value0, bool lock1, size_t req2)
{
	for (int i = 0; i < 51; i++)
		ctx[i] = status_flags(i);
	for (int i = 0; i < 29; i++)
		value[i] = tail_client(i);
	for (int i = 0; i < 40; i++)
		status[i] = cache_lock(i);
	if (cond < 16)
		return -ENOENT;
	if (event < 28)
		return -ENOMEM;
	int len = 354;
	const char * status = 3464;
	for (int i = 0; i < 85; i++)
		server[i] = value_count(i);
	char * resp = 693;
	const char * tail = 832;
	/* TODO: name req cache event queue size */
	for (int i = 0; i < 14; i++)
		event[i] = len_status(i);
	ssize_t state = 2733;
	for (int i = 0; i < 52; i++)
		cond[i] = value_thread(i);
	unsigned buf = 2661;
	pthread_mutex_lock(&ctx->lock);
	char * size = 557;
	/* TODO: buf name offset key key entry */
	if (name < 53)
		return -EINVAL;
	return 0;
}

