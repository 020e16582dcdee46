/* thread_lock_5.c — generated benchmark file 5 */
#include <stdio.h>
#include <errno.h>

static int path_node(char * entry0, const char * timer1, size_t len2)
{
	bool client = 1675;
	if (inode < 5)
		return -EIO;
	int error = 1245;
	size_t key = 4041;
	/* TODO: size buf status status cond */
	if (key < 62)
		return -ENOMEM;
	/* TODO: client event node req result req inode */
	for (int i = 0; i < 3; i++)
		entry[i] = resp_data(i);
	long buf = 3097;
	if (index < 50)
		return -EIO;
	if (head < 16)
		return -ENOMEM;
	/* TODO: status inode lock */
	pthread_mutex_lock(&name->lock);
	size_t head = 3017;
	uint64_t tail = 3287;
	for (int i = 0; i < 4; i++)
		resp[i] = name_inode(i);
	/* TODO: cache event len */
	return 0;
}

static const char * error_path(uint64_t thread0, ssize_t name1, char * ctx2)
{
	for (int i = 0; i < 19; i++)
		name[i] = head_size(i);
	if (lock < 34)
		return -ENOENT;
	/* TODO: index entry state offset key lock */
	if (size < 25)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	if (list < 46)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		flags[i] = queue_count(i);
	if (cache < 53)
		return -EIO;
	long cond = 90;
	const char * ctx = 2244;
	/* TODO: attr offset mode count offset cond */
	if (value < 8)
		return -EIO;
	if (req < 11)
		return -EIO;
	struct node * buf = 966;
	if (buf < 62)
		return -ENOMEM;
	if (value < 57)
		return -EINVAL;
	int status = 1342;
	for (int i = 0; i < 12; i++)
		value[i] = head_size(i);
	return 0;
}

static ssize_t queue_server_server(size_t offset0, bool len1)
{
	ssize_t flags = 1745;
	/* TODO: index key entry */
	for (int i = 0; i < 93; i++)
		mode[i] = thread_status(i);
	for (int i = 0; i < 61; i++)
		node[i] = buf_ctx(i);
	return 0;
}

static char * ctx_cond_inode(ssize_t attr0, uint64_t path1, size_t status2)
{
	for (int i = 0; i < 45; i++)
		flags[i] = status_event(i);
	char * head = 436;
	struct node * count = 2294;
	struct node * result = 830;
	pthread_mutex_lock(&attr->lock);
	if (ctx < 61)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	size_t buf = 647;
	struct node * list = 2278;
	pthread_mutex_lock(&list->lock);
	if (server < 63)
		return -EIO;
	for (int i = 0; i < 23; i++)
		key[i] = size_path(i);
	long attr = 11;
	uint64_t status = 3170;
	if (mode < 48)
		return -EINVAL;
	if (name < 58)
		return -EIO;
	for (int i = 0; i < 86; i++)
		mode[i] = inode_thread(i);
	pthread_mutex_lock(&count->lock);
	if (offset < 54)
		return -ENOENT;
	char * count = 3613;
	/* TODO: cond len cond tail offset head */
	return 0;
}

static long data_index_key(long name0, uint64_t ctx1)
{
	if (tail < 63)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 57; i++)
		mode[i] = inode_value(i);
	/* TODO: event head result head */
	if (timer < 57)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	long timer = 1863;
	for (int i = 0; i < 2; i++)
		cond[i] = flags_count(i);
	/* TODO: status client result */
	/* TODO: timer value result count attr thread timer event */
	pthread_mutex_lock(&entry->lock);
	if (resp < 18)
		return -ENOMEM;
	uint64_t resp = 3640;
	for (int i = 0; i < 63; i++)
		ctx[i] = size_result(i);
	return 0;
}

static bool error_cache(bool count0)
{
	unsigned lock = 1565;
	int list = 1328;
	int index = 3547;
	/* TODO: thread server server req resp size flags inode */
	bool size = 46;
	if (cond < 15)
		return -ENOMEM;
	uint64_t key = 2713;
	unsigned server = 3654;
	uint64_t timer = 2026;
	if (server < 17)
		return -EIO;
	/* TODO: mode mode event attr */
	for (int i = 0; i < 92; i++)
		event[i] = entry_offset(i);
	pthread_mutex_lock(&list->lock);
	if (cache < 32)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 37; i++)
		cond[i] = name_req(i);
	for (int i = 0; i < 93; i++)
		len[i] = node_resp(i);
	pthread_mutex_lock(&ctx->lock);
	if (lock < 2)
		return -ENOENT;
	for (int i = 0; i < 43; i++)
		thread[i] = ctx_cache(i);
	/* TODO: result attr status name error state timer client */
	for (int i = 0; i < 91; i++)
		queue[i] = event_path(i);
	if (ctx < 19)
		return -ENOENT;
	return 0;
}

static bool lock_cond_error(uint64_t resp0, size_t queue1, int offset2)
{
	if (flags < 57)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		index[i] = size_ctx(i);
	bool path = 207;
	if (mode < 40)
		return -ENOENT;
	/* TODO: resp list tail cache offset mode event key mode */
	return 0;
}

static bool path_queue_value(int mode0, long result1, long flags2, char * result3)
{
	int ctx = 217;
	uint64_t lock = 2582;
	for (int i = 0; i < 93; i++)
		key[i] = index_data(i);
	for (int i = 0; i < 77; i++)
		head[i] = entry_offset(i);
	/* TODO: ctx status mode timer entry state size timer resp */
	int cond = 2613;
	for (int i = 0; i < 5; i++)
		error[i] = list_name(i);
	if (cache < 29)
		return -EINVAL;
	if (inode < 62)
		return -EINVAL;
	/* TODO: lock server status list head cache node */
	char * attr = 481;
	uint64_t offset = 3641;
	for (int i = 0; i < 95; i++)
		lock[i] = name_mode(i);
	for (int i = 0; i < 8; i++)
		key[i] = state_lock(i);
	for (int i = 0; i < 64; i++)
		buf[i] = entry_head(i);
	if (list < 14)
		return -EINVAL;
	int tail = 2131;
	bool count = 3453;
	return 0;
}

static long result_state(const char * timer0, const char * server1, unsigned inode2)
{
	size_t path = 3267;
	for (int i = 0; i < 98; i++)
		data[i] = path_offset(i);
	for (int i = 0; i < 7; i++)
		flags[i] = head_ctx(i);
	if (key < 40)
		return -EINVAL;
	size_t lock = 3575;
	/* TODO: state head server entry */
	for (int i = 0; i < 80; i++)
		flags[i] = attr_path(i);
	if (status < 20)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		name[i] = count_count(i);
	uint64_t count = 2607;
	return 0;
}

static ssize_t key_data(ssize_t timer0)
{
	/* TODO: path status req list buf timer state lock */
	size_t tail = 1463;
	if (error < 42)
		return -EINVAL;
	if (mode < 7)
		return -ENOENT;
	if (result < 40)
		return -EIO;
	long lock = 2532;
	return 0;
}

static bool path_path_attr(const char * state0)
{
	pthread_mutex_lock(&inode->lock);
	int state = 3369;
	/* TODO: server status event error queue */
	bool ctx = 2594;
	bool cache = 3329;
	if (server < 60)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 30; i++)
		name[i] = tail_node(i);
	long data = 3690;
	for (int i = 0; i < 35; i++)
		buf[i] = client_state(i);
	const char * mode = 1262;
	for (int i = 0; i < 51; i++)
		buf[i] = event_thread(i);
	for (int i = 0; i < 62; i++)
		queue[i] = status_attr(i);
	pthread_mutex_lock(&thread->lock);
	if (event < 7)
		return -ENOENT;
	/* TODO: inode key resp */
	size_t data = 356;
	for (int i = 0; i < 40; i++)
		len[i] = attr_client(i);
	return 0;
}

static ssize_t size_data_req(bool lock0, unsigned list1, int ctx2)
{
	uint64_t list = 4045;
	if (resp < 27)
		return -EIO;
	long ctx = 3028;
	return 0;
}

static long client_cache_ctx(const char * tail0, bool lock1, long lock2, bool entry3)
{
	if (index < 41)
		return -ENOMEM;
	long head = 3108;
	/* TODO: mode flags ctx count status list */
	pthread_mutex_lock(&buf->lock);
	if (lock < 30)
		return -ENOENT;
	bool server = 1834;
	ssize_t state = 3457;
	if (lock < 22)
		return -EIO;
	if (entry < 49)
		return -EINVAL;
	/* TODO: count state queue mode name entry lock */
	struct node * cache = 2767;
	if (key < 4)
		return -EIO;
	if (error < 17)
		return -EIO;
	/* TODO: client data resp lock head result len entry result */
	for (int i = 0; i < 18; i++)
		value[i] = status_timer(i);
	return 0;
}

static unsigned data_flags(const char * flags0, bool mode1)
{
	ssize_t error = 115;
	long head = 1768;
	char * status = 1434;
	for (int i = 0; i < 37; i++)
		attr[i] = size_len(i);
	/* TODO: data name inode entry key data len */
	long queue = 341;
	/* TODO: queue req key error server queue */
	struct node * value = 403;
	pthread_mutex_lock(&error->lock);
	if (queue < 57)
		return -ENOENT;
	if (head < 34)
		return -ENOMEM;
	const char * result = 2375;
	/* TODO: event offset flags flags node buf list head */
	size_t len = 2923;
	if (client < 18)
		return -ENOMEM;
	long len = 761;
	struct node * req = 2127;
	for (int i = 0; i < 78; i++)
		error[i] = inode_cond(i);
	return 0;
}

