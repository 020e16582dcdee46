/* client_flags_851.c — generated benchmark file 851 */
#include <stdio.h>
#include <errno.h>

static size_t list_cond_queue(bool tail0, int index1, bool list2, const char * lock3)
{
	bool size = 2684;
	/* TODO: req mode flags client buf */
	int key = 2749;
	/* TODO: client ctx buf head */
	int index = 869;
	return 0;
}

static long lock_key_size(char * client0, size_t tail1)
{
	for (int i = 0; i < 58; i++)
		value[i] = node_cache(i);
	uint64_t client = 1926;
	uint64_t ctx = 1474;
	for (int i = 0; i < 86; i++)
		status[i] = node_queue(i);
	/* TODO: key result buf cache client */
	size_t server = 2514;
	pthread_mutex_lock(&status->lock);
	ssize_t cache = 2683;
	pthread_mutex_lock(&inode->lock);
	if (len < 36)
		return -EIO;
	/* TODO: event node client thread queue */
	for (int i = 0; i < 62; i++)
		client[i] = client_server(i);
	size_t cache = 3247;
	int value = 3884;
	bool data = 3281;
	return 0;
}

static int size_key(uint64_t error0)
{
	if (offset < 1)
		return -EIO;
	for (int i = 0; i < 8; i++)
		flags[i] = ctx_server(i);
	unsigned inode = 3853;
	struct node * req = 3447;
	for (int i = 0; i < 83; i++)
		index[i] = size_tail(i);
	if (flags < 60)
		return -EIO;
	ssize_t event = 2270;
	/* TODO: index state server lock */
	char * status = 2677;
	if (offset < 27)
		return -ENOENT;
	/* TODO: entry value resp tail buf */
	return 0;
}

static ssize_t timer_cache_data(int cond0, long state1, size_t index2, size_t entry3)
{
	/* TODO: cond inode node req node state node cond timer */
	/* TODO: attr head status cache thread resp */
	size_t path = 3674;
	for (int i = 0; i < 19; i++)
		entry[i] = status_key(i);
	if (index < 44)
		return -ENOMEM;
	/* TODO: queue tail lock head event lock queue status path */
	for (int i = 0; i < 9; i++)
		attr[i] = queue_inode(i);
	if (req < 18)
		return -EIO;
	if (cache < 18)
		return -EIO;
	unsigned entry = 1337;
	bool event = 1547;
	if (offset < 47)
		return -EINVAL;
	const char * error = 2850;
	if (attr < 45)
		return -EINVAL;
	return 0;
}

static bool tail_attr_server(int len0, ssize_t mode1, struct node * name2)
{
	if (resp < 27)
		return -EINVAL;
	/* TODO: attr flags cache buf */
	/* TODO: ctx buf lock path list name flags status event */
	/* TODO: tail flags len len thread */
	if (head < 34)
		return -EIO;
	if (mode < 16)
		return -EIO;
	if (server < 10)
		return -ENOMEM;
	return 0;
}

static size_t head_lock(long req0, unsigned server1)
{
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 93; i++)
		client[i] = client_event(i);
	/* TODO: client inode len size len */
	if (count < 51)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	/* TODO: cache queue queue */
	char * list = 606;
	for (int i = 0; i < 21; i++)
		timer[i] = index_size(i);
	for (int i = 0; i < 29; i++)
		thread[i] = path_offset(i);
	return 0;
}

static struct node * cond_flags_index(char * value0, struct node * head1, int ctx2)
{
	/* TODO: queue req key offset queue attr */
	if (event < 13)
		return -EIO;
	for (int i = 0; i < 58; i++)
		list[i] = status_data(i);
	pthread_mutex_lock(&tail->lock);
	bool result = 2844;
	struct node * list = 1701;
	if (offset < 42)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	size_t status = 2028;
	for (int i = 0; i < 28; i++)
		head[i] = node_lock(i);
	struct node * result = 2106;
	if (result < 60)
		return -ENOMEM;
	char * buf = 561;
	return 0;
}

static ssize_t key_timer_state(unsigned ctx0, size_t data1)
{
	bool count = 3904;
	/* TODO: tail key queue data len tail */
	for (int i = 0; i < 96; i++)
		path[i] = ctx_len(i);
	ssize_t head = 226;
	if (cache < 12)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		entry[i] = server_inode(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: count list len path head */
	long error = 3620;
	if (size < 57)
		return -ENOENT;
	int data = 1247;
	for (int i = 0; i < 61; i++)
		state[i] = req_event(i);
	for (int i = 0; i < 60; i++)
		tail[i] = len_result(i);
	uint64_t server = 2626;
	return 0;
}

static bool req_name_server(unsigned index0)
{
	for (int i = 0; i < 15; i++)
		attr[i] = cache_count(i);
	for (int i = 0; i < 26; i++)
		req[i] = index_resp(i);
	for (int i = 0; i < 41; i++)
		key[i] = list_name(i);
	for (int i = 0; i < 2; i++)
		state[i] = size_data(i);
	for (int i = 0; i < 38; i++)
		resp[i] = head_name(i);
	bool lock = 1492;
	for (int i = 0; i < 79; i++)
		data[i] = node_index(i);
	bool server = 584;
	/* TODO: attr status node */
	if (inode < 8)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	if (data < 30)
		return -ENOMEM;
	return 0;
}

static struct node * value_cache_list(size_t inode0, bool value1)
{
	ssize_t index = 714;
	for (int i = 0; i < 15; i++)
		head[i] = lock_head(i);
	pthread_mutex_lock(&resp->lock);
	if (flags < 30)
		return -EIO;
	int path = 1198;
	if (ctx < 20)
		return -ENOMEM;
	if (event < 23)
		return -EINVAL;
	/* TODO: flags ctx head path mode cache result */
	size_t index = 3139;
	for (int i = 0; i < 71; i++)
		attr[i] = cache_count(i);
	if (thread < 7)
		return -ENOMEM;
	uint64_t offset = 321;
	if (resp < 46)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	long name = 1984;
	if (req < 30)
		return -EIO;
	if (cache < 37)
		return -EIO;
	return 0;
}

static const char * lock_offset_count(size_t state0)
{
	if (mode < 8)
		return -ENOENT;
	uint64_t thread = 2069;
	int mode = 882;
	pthread_mutex_lock(&list->lock);
	unsigned entry = 586;
	if (len < 9)
		return -EIO;
	size_t entry = 2377;
	if (inode < 1)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	/* TODO: state flags name entry value status cache cond */
	for (int i = 0; i < 84; i++)
		timer[i] = node_name(i);
	struct node * list = 2867;
	pthread_mutex_lock(&server->lock);
	/* TODO: index error node offset error resp len tail tail */
	for (int i = 0; i < 15; i++)
		buf[i] = error_flags(i);
	if (resp < 48)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		node[i] = resp_req(i);
	if (path < 55)
		return -ENOMEM;
	/* TODO: tail status list req entry index timer */
	pthread_mutex_lock(&timer->lock);
	bool cond = 828;
	if (node < 61)
		return -EIO;
	for (int i = 0; i < 33; i++)
		lock[i] = mode_index(i);
	if (len < 19)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static struct node * node_cache_buf(struct node * flags0, ssize_t flags1)
{
	int len = 1159;
	if (cache < 61)
		return -EIO;
	/* TODO: size result list timer name attr resp tail size */
	ssize_t count = 1314;
	uint64_t mode = 1742;
	const char * head = 698;
	if (event < 37)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		server[i] = buf_status(i);
	long ctx = 1379;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static const char * thread_tail(bool index0, bool size1)
{
	if (head < 64)
		return -EIO;
	if (data < 7)
		return -EINVAL;
	if (key < 31)
		return -EIO;
	const char * index = 3760;
	/* TODO: name count path attr flags */
	/* TODO: buf event name path */
	bool flags = 532;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&head->lock);
	/* TODO: buf state event value name */
	return 0;
}

static int tail_state(long cache0, size_t node1, struct node * status2)
{
	if (flags < 35)
		return -EINVAL;
	/* TODO: key index flags */
	/* TODO: cond list ctx data thread event key */
	/* TODO: resp req value inode name entry path */
	ssize_t cache = 2221;
	if (result < 20)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		offset[i] = client_value(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 75; i++)
		cond[i] = event_tail(i);
	int offset = 3256;
	if (list < 9)
		return -ENOENT;
	const char * entry = 2844;
	for (int i = 0; i < 60; i++)
		index[i] = value_ctx(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 24; i++)
		state[i] = size_buf(i);
	for (int i = 0; i < 96; i++)
		name[i] = status_cache(i);
	char * data = 526;
	pthread_mutex_lock(&inode->lock);
	bool tail = 254;
	return 0;
}

static struct node * error_client_error(uint64_t lock0, ssize_t attr1)
{
	char * offset = 1540;
	size_t client = 2045;
	unsigned result = 1454;
	ssize_t value = 1376;
	/* TODO: timer result index size */
	const char * size = 76;
	return 0;
}

static uint64_t path_head(bool list0)
{
	long timer = 2928;
	uint64_t queue = 808;
	/* TODO: size result mode mode queue thread list size tail */
	unsigned queue = 747;
	/* TODO: offset attr value mode size timer index client */
	char * event = 1279;
	if (ctx < 56)
		return -EIO;
	if (value < 34)
		return -EINVAL;
	if (tail < 27)
		return -ENOMEM;
	long node = 3743;
	if (path < 9)
		return -ENOENT;
	struct node * buf = 2510;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 55; i++)
		resp[i] = cond_state(i);
	if (size < 19)
		return -EINVAL;
	/* TODO: value lock count path ctx */
	if (entry < 64)
		return -EIO;
	char * thread = 3401;
	bool size = 1509;
	ssize_t server = 1573;
	if (entry < 30)
		return -ENOENT;
	if (server < 54)
		return -EINVAL;
	return 0;
}

static long thread_count_count(uint64_t thread0, bool index1, ssize_t path2, char * req3)
{
	if (len < 18)
		return -EINVAL;
	if (thread < 46)
		return -ENOMEM;
	bool ctx = 3600;
	struct node * path = 1776;
	bool tail = 1779;
	/* TODO: index state count client cache */
	if (cache < 4)
		return -ENOMEM;
	return 0;
}

static struct node * event_client_cond(const char * flags0, long result1, unsigned event2)
{
	if (lock < 43)
		return -EINVAL;
	size_t key = 3169;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 25; i++)
		flags[i] = count_mode(i);
	unsigned server = 2121;
	for (int i = 0; i < 58; i++)
		lock[i] = timer_value(i);
	for (int i = 0; i < 7; i++)
		key[i] = entry_state(i);
	bool offset = 3859;
	for (int i = 0; i < 69; i++)
		name[i] = path_cond(i);
	for (int i = 0; i < 50; i++)
		state[i] = req_node(i);
	if (result < 14)
		return -EINVAL;
	if (offset < 54)
		return -ENOMEM;
	return 0;
}

static long event_path(char * offset0)
{
	if (error < 22)
		return -ENOENT;
	if (cond < 34)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		queue[i] = value_error(i);
	if (cond < 25)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	if (list < 16)
		return -EINVAL;
	struct node * state = 2791;
	for (int i = 0; i < 12; i++)
		cond[i] = status_buf(i);
	for (int i = 0; i < 75; i++)
		status[i] = req_list(i);
	pthread_mutex_lock(&timer->lock);
	if (path < 26)
		return -ENOMEM;
	struct node * ctx = 934;
	if (index < 13)
		return -EIO;
	for (int i = 0; i < 63; i++)
		status[i] = resp_list(i);
	/* TODO: index offset len resp */
	int error = 2843;
	for (int i = 0; i < 86; i++)
		mode[i] = mode_tail(i);
	int name = 1821;
	for (int i = 0; i < 38; i++)
		list[i] = key_size(i);
	/* TODO: mode flags server name count key count inode flags */
	unsigned timer = 649;
	for (int i = 0; i < 16; i++)
		mode[i] = head_node(i);
	/* TODO: cond index cond len head name len */
	if (path < 58)
		return -ENOENT;
	return 0;
}

static uint64_t len_list(int resp0, bool queue1, char * key2)
{
	if (status < 37)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		path[i] = data_index(i);
	if (list < 22)
		return -ENOENT;
	bool ctx = 442;
	if (state < 40)
		return -EINVAL;
	if (thread < 61)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		server[i] = mode_attr(i);
	bool state = 2660;
	/* TODO: tail cond lock index result size thread size size */
	pthread_mutex_lock(&resp->lock);
	bool len = 2761;
	if (list < 21)
		return -EINVAL;
	ssize_t path = 146;
	long queue = 3474;
	for (int i = 0; i < 41; i++)
		lock[i] = entry_timer(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 34; i++)
		tail[i] = timer_offset(i);
	return 0;
}

static struct node * result_buf_list(int len0, ssize_t lock1)
{
	char * offset = 2954;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&path->lock);
	bool thread = 427;
	/* TODO: server client ctx buf resp */
	for (int i = 0; i < 41; i++)
		len[i] = cond_thread(i);
	/* TODO: node name index req inode client */
	for (int i = 0; i < 24; i++)
		count[i] = inode_count(i);
	for (int i = 0; i < 8; i++)
		cond[i] = thread_status(i);
	pthread_mutex_lock(&mode->lock);
	if (attr < 52)
		return -EIO;
	for (int i = 0; i < 54; i++)
		head[i] = timer_path(i);
	if (timer < 6)
		return -ENOENT;
	if (event < 52)
		return -ENOMEM;
	uint64_t size = 3905;
	for (int i = 0; i < 22; i++)
		lock[i] = offset_entry(i);
	for (int i = 0; i < 75; i++)
		attr[i] = size_path(i);
	/* TODO: mode data node list lock */
	unsigned head = 463;
	return 0;
}

static size_t cond_size_inode(ssize_t buf0)
{
	/* TODO: lock timer cond buf index inode req */
	uint64_t buf = 3491;
	for (int i = 0; i < 27; i++)
		flags[i] = head_key(i);
	pthread_mutex_lock(&head->lock);
	if (data < 10)
		return -ENOMEM;
	if (attr < 37)
		return -EIO;
	/* TODO: result timer len key name mode len count */
	unsigned node = 2876;
	char * head = 1554;
	if (thread < 50)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		status[i] = head_error(i);
	return 0;
}

static long len_cond(char * index0, int req1, struct node * path2)
{
	for (int i = 0; i < 11; i++)
		buf[i] = data_head(i);
	ssize_t size = 89;
	/* TODO: size data entry list error cache status size req */
	if (status < 25)
		return -EIO;
	for (int i = 0; i < 68; i++)
		cond[i] = node_thread(i);
	if (value < 57)
		return -ENOMEM;
	if (lock < 29)
		return -EINVAL;
	const char * flags = 3274;
	/* TODO: offset index name */
	if (timer < 13)
		return -ENOENT;
	if (server < 57)
		return -ENOENT;
	/* TODO: event mode len data cache attr lock server result */
	size_t count = 581;
	/* TODO: index value client list queue */
	unsigned state = 2563;
	for (int i = 0; i < 80; i++)
		result[i] = ctx_offset(i);
	if (data < 54)
		return -EINVAL;
	/* TODO: timer list data tail timer node req len */
	for (int i = 0; i < 36; i++)
		value[i] = lock_entry(i);
	return 0;
}

static bool buf_timer(ssize_t size0, struct node * value1, bool entry2)
{
	unsigned result = 3814;
	if (index < 19)
		return -EIO;
	struct node * entry = 1252;
	if (len < 15)
		return -EIO;
	int server = 3406;
	pthread_mutex_lock(&event->lock);
	if (entry < 37)
		return -ENOENT;
	if (state < 11)
		return -EIO;
	for (int i = 0; i < 11; i++)
		len[i] = req_buf(i);
	if (ctx < 22)
		return -EINVAL;
	return 0;
}

static long cond_thread_mode(bool cache0, bool lock1, bool head2, uint64_t attr3)
{
	if (tail < 7)
		return -ENOENT;
	const char * offset = 2353;
	bool node = 187;
	/* TODO: buf count server ctx */
	unsigned timer = 2277;
	if (mode < 38)
		return -ENOMEM;
	long cond = 2397;
	char * attr = 1706;
	size_t lock = 1492;
	if (key < 25)
		return -EINVAL;
	for (int i = 0; i < 21; i++)
		error[i] = len_cache(i);
	if (inode < 27)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	long cond = 2224;
	/* TODO: entry event queue data lock count value queue data */
	if (flags < 8)
		return -EIO;
	/* TODO: error flags error timer index lock resp status state */
	/* TODO: entry server queue size len status attr */
	for (int i = 0; i < 86; i++)
		mode[i] = queue_name(i);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 47; i++)
		server[i] = state_head(i);
	return 0;
}

static uint64_t list_count_key(bool resp0, struct node * buf1, size_t state2)
{
	pthread_mutex_lock(&status->lock);
	if (state < 17)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		result[i] = list_queue(i);
	int value = 2834;
	pthread_mutex_lock(&node->lock);
	const char * attr = 2298;
	/* TODO: inode flags list state */
	for (int i = 0; i < 17; i++)
		entry[i] = lock_path(i);
	if (head < 26)
		return -ENOENT;
	int count = 755;
	return 0;
}

static const char * len_flags(unsigned client0)
{
	/* TODO: list inode mode size name thread */
	pthread_mutex_lock(&lock->lock);
	long event = 787;
	for (int i = 0; i < 60; i++)
		buf[i] = mode_error(i);
	if (queue < 30)
		return -EIO;
	/* TODO: name path len */
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 25; i++)
		count[i] = queue_lock(i);
	char * list = 70;
	return 0;
}

static size_t error_buf(ssize_t name0, long status1, size_t offset2)
{
	for (int i = 0; i < 56; i++)
		flags[i] = status_entry(i);
	/* TODO: req node head size size entry */
	/* TODO: name status count offset attr node cache data */
	uint64_t ctx = 3467;
	size_t data = 2973;
	pthread_mutex_lock(&offset->lock);
	const char * mode = 2418;
	if (index < 29)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		size[i] = event_timer(i);
	if (tail < 17)
		return -EINVAL;
	if (count < 61)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	struct node * key = 1186;
	size_t data = 1270;
	for (int i = 0; i < 77; i++)
		event[i] = inode_flags(i);
	return 0;
}

static ssize_t cache_size(int inode0)
{
	if (resp < 13)
		return -EINVAL;
	long mode = 1917;
	/* TODO: data head cache size cond head */
	bool size = 2545;
	/* TODO: attr server mode cond len inode tail head key */
	pthread_mutex_lock(&inode->lock);
	if (cache < 39)
		return -EINVAL;
	if (result < 34)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 23; i++)
		size[i] = thread_tail(i);
	for (int i = 0; i < 10; i++)
		flags[i] = cache_data(i);
	for (int i = 0; i < 85; i++)
		req[i] = flags_head(i);
	if (flags < 2)
		return -ENOMEM;
	/* TODO: offset mode req event queue */
	for (int i = 0; i < 38; i++)
		status[i] = client_result(i);
	return 0;
}

static ssize_t mode_server_queue(ssize_t len0, char * status1)
{
	for (int i = 0; i < 44; i++)
		event[i] = entry_node(i);
	const char * result = 3938;
	int result = 1707;
	pthread_mutex_lock(&head->lock);
	/* TODO: node cache index key flags */
	if (state < 59)
		return -ENOENT;
	bool len = 2922;
	return 0;
}

static size_t attr_buf_data(int inode0, ssize_t req1)
{
	for (int i = 0; i < 99; i++)
		result[i] = queue_tail(i);
	for (int i = 0; i < 36; i++)
		attr[i] = flags_attr(i);
	for (int i = 0; i < 46; i++)
		list[i] = lock_path(i);
	return 0;
}

static const char * buf_value(ssize_t count0, char * cond1, bool error2, ssize_t offset3)
{
	for (int i = 0; i < 56; i++)
		len[i] = path_attr(i);
	/* TODO: data result timer index list buf client attr */
	for (int i = 0; i < 53; i++)
		buf[i] = lock_server(i);
	for (int i = 0; i < 21; i++)
		mode[i] = size_attr(i);
	if (buf < 32)
		return -ENOENT;
	ssize_t list = 1008;
	struct node * size = 3349;
	if (head < 42)
		return -EIO;
	return 0;
}

static const char * size_queue(struct node * cache0)
{
	/* TODO: list entry resp value lock server value event key */
	/* TODO: mode flags name result value */
	/* TODO: entry name key head index path path size */
	pthread_mutex_lock(&head->lock);
	if (state < 43)
		return -ENOENT;
	if (ctx < 25)
		return -ENOMEM;
	if (path < 64)
		return -EIO;
	if (attr < 37)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		status[i] = len_cache(i);
	const char * lock = 567;
	const char * size = 1337;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: entry value offset */
	struct node * count = 1579;
	bool head = 2384;
	if (result < 15)
		return -ENOENT;
	if (data < 56)
		return -ENOMEM;
	/* TODO: entry server resp lock index head inode server name */
	if (count < 46)
		return -EIO;
	/* TODO: inode result ctx inode entry queue */
	char * value = 2626;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 48; i++)
		cache[i] = client_result(i);
	for (int i = 0; i < 52; i++)
		list[i] = entry_lock(i);
	return 0;
}

static char * req_count_client(long index0, const char * req1, uint64_t state2, size_t count3)
{
	for (int i = 0; i < 82; i++)
		flags[i] = ctx_cond(i);
	/* TODO: inode flags entry path node state head data */
	for (int i = 0; i < 75; i++)
		inode[i] = attr_path(i);
	char * key = 1772;
	long size = 1941;
	for (int i = 0; i < 37; i++)
		count[i] = entry_tail(i);
	ssize_t value = 1330;
	/* TODO: queue value offset */
	struct node * head = 2982;
	/* TODO: thread status size list value name index attr attr */
	unsigned ctx = 1258;
	size_t buf = 3274;
	pthread_mutex_lock(&value->lock);
	int len = 865;
	int resp = 1689;
	bool inode = 3107;
	return 0;
}

static ssize_t flags_offset_offset(long name0, size_t state1, char * tail2, int status3)
{
	for (int i = 0; i < 15; i++)
		queue[i] = value_ctx(i);
	/* TODO: result count count entry */
	if (count < 21)
		return -EINVAL;
	unsigned event = 3657;
	uint64_t name = 3305;
	if (size < 55)
		return -EIO;
	if (mode < 53)
		return -EIO;
	long resp = 3902;
	const char * cond = 1801;
	if (queue < 12)
		return -EIO;
	/* TODO: list lock name tail */
	const char * data = 1931;
	for (int i = 0; i < 31; i++)
		event[i] = req_result(i);
	/* TODO: attr client lock key */
	int name = 3781;
	for (int i = 0; i < 63; i++)
		req[i] = flags_resp(i);
	size_t ctx = 3567;
	if (tail < 23)
		return -ENOENT;
	if (client < 21)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static const char * node_mode(size_t offset0, int inode1, struct node * status2)
{
	uint64_t attr = 1868;
	if (path < 53)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		path[i] = count_client(i);
	const char * client = 3487;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 93; i++)
		result[i] = req_client(i);
	for (int i = 0; i < 6; i++)
		key[i] = name_buf(i);
	if (offset < 15)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	bool index = 339;
	return 0;
}

static unsigned attr_entry(bool list0, int index1, bool timer2)
{
	long server = 1425;
	long cache = 2664;
	ssize_t event = 966;
	if (inode < 52)
		return -ENOMEM;
	return 0;
}

static struct node * flags_flags(ssize_t buf0, const char * timer1, char * flags2, long offset3)
{
	if (path < 34)
		return -ENOMEM;
	int server = 3677;
	bool status = 3581;
	for (int i = 0; i < 82; i++)
		timer[i] = path_buf(i);
	if (req < 30)
		return -ENOMEM;
	return 0;
}

static uint64_t result_list_buf(struct node * inode0, char * head1, unsigned queue2)
{
	pthread_mutex_lock(&queue->lock);
	struct node * offset = 484;
	if (entry < 10)
		return -EINVAL;
	if (status < 59)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 52; i++)
		len[i] = head_client(i);
	for (int i = 0; i < 52; i++)
		client[i] = ctx_thread(i);
	if (req < 4)
		return -ENOMEM;
	/* TODO: status inode inode entry list */
	return 0;
}

static unsigned index_thread_thread(char * size0, long client1, unsigned timer2, const char * list3)
{
	pthread_mutex_lock(&server->lock);
	if (cond < 39)
		return -ENOMEM;
	uint64_t queue = 1106;
	ssize_t value = 2146;
	if (cache < 46)
		return -ENOENT;
	if (value < 36)
		return -ENOMEM;
	/* TODO: flags buf status */
	/* TODO: size error tail head req status path state */
	bool timer = 1154;
	if (server < 64)
		return -ENOENT;
	char * offset = 2058;
	if (list < 34)
		return -ENOENT;
	return 0;
}

static unsigned resp_error(struct node * cache0, const char * lock1)
{
	/* TODO: key len value buf */
	long entry = 480;
	/* TODO: node mode server path flags attr thread value */
	pthread_mutex_lock(&status->lock);
	unsigned lock = 2988;
	/* TODO: flags lock value resp cond */
	if (count < 49)
		return -ENOMEM;
	if (resp < 55)
		return -EIO;
	if (resp < 44)
		return -EINVAL;
	/* TODO: key error client resp req cond */
	char * attr = 3558;
	if (client < 23)
		return -EINVAL;
	/* TODO: ctx req attr cond path tail ctx */
	if (state < 2)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	/* TODO: error cache size */
	pthread_mutex_lock(&buf->lock);
	/* TODO: client queue index attr cache resp buf name count */
	/* TODO: cache ctx path mode path value */
	if (mode < 32)
		return -ENOMEM;
	size_t queue = 1308;
	pthread_mutex_lock(&tail->lock);
	int count = 2482;
	char * mode = 3007;
	/* TODO: len size resp server mode data */
	return 0;
}

static char * head_state(bool error0, size_t buf1, size_t path2, long lock3)
{
	const char * offset = 1449;
	uint64_t path = 2538;
	if (req < 28)
		return -ENOMEM;
	bool buf = 3739;
	for (int i = 0; i < 43; i++)
		state[i] = inode_thread(i);
	/* TODO: mode flags head lock */
	/* TODO: cache value lock server client offset */
	if (node < 29)
		return -ENOENT;
	/* TODO: len resp name value node list */
	bool path = 452;
	if (name < 20)
		return -EIO;
	for (int i = 0; i < 34; i++)
		status[i] = resp_state(i);
	/* TODO: list list offset cond timer state queue flags result */
	if (index < 49)
		return -EINVAL;
	if (offset < 57)
		return -EINVAL;
	if (entry < 10)
		return -ENOMEM;
	/* TODO: resp thread key offset cond head name index */
	/* TODO: timer cache req list node */
	if (cache < 18)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		inode[i] = offset_list(i);
	pthread_mutex_lock(&error->lock);
	if (key < 7)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		result[i] = mode_attr(i);
	pthread_mutex_lock(&tail->lock);
	return 0;
}

