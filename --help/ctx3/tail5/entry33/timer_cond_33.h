/* timer_cond_33.h — generated benchmark file 33 */
#include <stdio.h>
#include <errno.h>

static int node_ctx_value(char * flags0, unsigned len1, long path2, bool result3)
{
	for (int i = 0; i < 67; i++)
		key[i] = buf_head(i);
	for (int i = 0; i < 58; i++)
		head[i] = index_cond(i);
	long cond = 2125;
	for (int i = 0; i < 68; i++)
		len[i] = key_data(i);
	/* TODO: key server list result status data buf buf */
	pthread_mutex_lock(&server->lock);
	if (value < 56)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 98; i++)
		entry[i] = event_list(i);
	/* TODO: req inode thread lock req client ctx */
	/* TODO: event queue req */
	/* TODO: resp resp client cache */
	for (int i = 0; i < 23; i++)
		name[i] = path_status(i);
	return 0;
}

static unsigned data_attr(bool list0, struct node * head1, size_t size2)
{
	uint64_t server = 418;
	int key = 1574;
	/* TODO: ctx attr req status entry */
	if (name < 24)
		return -EINVAL;
	if (head < 32)
		return -ENOENT;
	bool data = 3871;
	size_t client = 2114;
	struct node * timer = 511;
	for (int i = 0; i < 55; i++)
		node[i] = name_flags(i);
	return 0;
}

static ssize_t ctx_value_list(uint64_t server0, int path1, struct node * inode2)
{
	char * size = 1612;
	if (mode < 59)
		return -EIO;
	const char * value = 329;
	if (tail < 39)
		return -ENOENT;
	if (server < 42)
		return -ENOENT;
	bool attr = 4028;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 89; i++)
		list[i] = lock_offset(i);
	if (status < 20)
		return -ENOENT;
	/* TODO: ctx name cache */
	return 0;
}

static long queue_ctx(long attr0)
{
	size_t inode = 3479;
	if (entry < 42)
		return -EIO;
	for (int i = 0; i < 82; i++)
		req[i] = server_ctx(i);
	if (client < 20)
		return -ENOENT;
	uint64_t timer = 426;
	bool client = 851;
	for (int i = 0; i < 23; i++)
		flags[i] = lock_node(i);
	struct node * key = 3234;
	int status = 3465;
	size_t index = 901;
	bool resp = 2852;
	if (index < 30)
		return -EIO;
	/* TODO: len data tail name client len resp cond client */
	return 0;
}

static uint64_t path_list_event(int size0)
{
	if (attr < 31)
		return -ENOMEM;
	size_t key = 3124;
	pthread_mutex_lock(&index->lock);
	if (value < 16)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		thread[i] = entry_cache(i);
	/* TODO: count cache client */
	struct node * queue = 3611;
	uint64_t req = 1471;
	struct node * server = 600;
	const char * node = 3115;
	if (tail < 28)
		return -EINVAL;
	if (data < 10)
		return -EIO;
	return 0;
}

static ssize_t result_name_server(int data0)
{
	if (cond < 17)
		return -ENOENT;
	if (result < 3)
		return -ENOMEM;
	if (thread < 25)
		return -EINVAL;
	/* TODO: attr index timer data cond index index */
	int mode = 1422;
	if (size < 19)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		size[i] = count_status(i);
	const char * state = 1742;
	size_t name = 3516;
	const char * name = 3703;
	/* TODO: path entry queue list cache cache name */
	/* TODO: size result lock head value count count timer mode */
	return 0;
}

static const char * cache_name_result(size_t tail0, long state1, char * lock2, size_t status3)
{
	int inode = 4023;
	/* TODO: path path server queue */
	ssize_t entry = 3961;
	/* TODO: entry data key */
	/* TODO: mode queue list len req offset req node path */
	bool client = 2999;
	if (name < 64)
		return -EINVAL;
	int state = 1929;
	pthread_mutex_lock(&result->lock);
	struct node * attr = 3359;
	/* TODO: mode lock state resp inode head event client */
	/* TODO: value server node buf value cache cache */
	if (inode < 29)
		return -EIO;
	if (error < 49)
		return -EINVAL;
	unsigned cond = 980;
	if (client < 54)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		offset[i] = flags_head(i);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static bool cond_data(bool head0)
{
	const char * timer = 1368;
	for (int i = 0; i < 99; i++)
		event[i] = path_data(i);
	for (int i = 0; i < 33; i++)
		queue[i] = tail_node(i);
	/* TODO: resp mode flags */
	if (lock < 25)
		return -ENOENT;
	if (queue < 38)
		return -ENOMEM;
	if (name < 10)
		return -ENOMEM;
	/* TODO: value queue name inode client */
	for (int i = 0; i < 29; i++)
		client[i] = value_buf(i);
	for (int i = 0; i < 2; i++)
		lock[i] = head_result(i);
	/* TODO: ctx node thread client */
	if (server < 42)
		return -EINVAL;
	if (req < 14)
		return -EIO;
	for (int i = 0; i < 40; i++)
		entry[i] = attr_client(i);
	bool error = 678;
	if (len < 42)
		return -EIO;
	return 0;
}

static unsigned ctx_server_name(uint64_t client0, char * cache1)
{
	if (name < 4)
		return -ENOMEM;
	int head = 2625;
	for (int i = 0; i < 62; i++)
		index[i] = buf_inode(i);
	if (count < 18)
		return -ENOENT;
	uint64_t inode = 1711;
	if (size < 59)
		return -ENOENT;
	if (size < 53)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&client->lock);
	if (count < 42)
		return -ENOENT;
	return 0;
}

static ssize_t error_cache(ssize_t inode0)
{
	for (int i = 0; i < 83; i++)
		name[i] = req_client(i);
	/* TODO: queue size timer name mode key key */
	long resp = 3857;
	if (state < 3)
		return -ENOMEM;
	if (client < 54)
		return -EINVAL;
	long ctx = 3758;
	if (head < 48)
		return -EINVAL;
	int name = 1809;
	/* TODO: client cache inode tail inode offset flags timer */
	if (path < 4)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	if (thread < 49)
		return -EIO;
	if (inode < 34)
		return -ENOENT;
	const char * tail = 1432;
	/* TODO: lock path key server inode tail inode */
	if (event < 37)
		return -EINVAL;
	/* TODO: list inode offset inode thread */
	return 0;
}

static bool data_buf(const char * index0, const char * data1, const char * resp2, char * size3)
{
	pthread_mutex_lock(&count->lock);
	unsigned attr = 1203;
	if (client < 56)
		return -EIO;
	for (int i = 0; i < 32; i++)
		offset[i] = timer_status(i);
	/* TODO: timer offset count path inode */
	long tail = 1654;
	/* TODO: lock index client timer ctx buf offset flags cache */
	for (int i = 0; i < 93; i++)
		inode[i] = mode_path(i);
	/* TODO: state queue head */
	int list = 3028;
	for (int i = 0; i < 100; i++)
		size[i] = event_entry(i);
	pthread_mutex_lock(&count->lock);
	char * mode = 307;
	if (head < 32)
		return -EINVAL;
	if (buf < 4)
		return -ENOENT;
	size_t ctx = 2974;
	unsigned mode = 3729;
	int name = 1127;
	/* TODO: flags mode ctx mode flags len status cond */
	long inode = 126;
	return 0;
}

static size_t list_mode(uint64_t offset0, int attr1, bool cache2)
{
	if (ctx < 54)
		return -EINVAL;
	if (buf < 62)
		return -EIO;
	ssize_t offset = 3852;
	/* TODO: status size event error inode */
	struct node * state = 3650;
	for (int i = 0; i < 86; i++)
		data[i] = list_queue(i);
	for (int i = 0; i < 24; i++)
		buf[i] = name_lock(i);
	pthread_mutex_lock(&ctx->lock);
	bool flags = 2413;
	if (server < 29)
		return -ENOMEM;
	size_t status = 393;
	char * lock = 1165;
	pthread_mutex_lock(&cache->lock);
	if (size < 49)
		return -EIO;
	uint64_t list = 2907;
	ssize_t index = 3547;
	long data = 132;
	ssize_t thread = 3177;
	for (int i = 0; i < 72; i++)
		node[i] = timer_queue(i);
	pthread_mutex_lock(&tail->lock);
	struct node * inode = 3139;
	struct node * thread = 1813;
	return 0;
}

static bool event_head(bool flags0, ssize_t ctx1, uint64_t offset2)
{
	/* TODO: lock offset event tail queue state */
	/* TODO: key client timer size node lock data */
	pthread_mutex_lock(&count->lock);
	if (ctx < 52)
		return -ENOMEM;
	char * len = 3717;
	/* TODO: data queue count path timer value list req */
	/* TODO: index req len tail */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 36; i++)
		lock[i] = inode_len(i);
	/* TODO: state data head cache path data error name entry */
	size_t flags = 2259;
	for (int i = 0; i < 60; i++)
		node[i] = len_list(i);
	for (int i = 0; i < 94; i++)
		tail[i] = server_key(i);
	pthread_mutex_lock(&server->lock);
	struct node * node = 936;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 58; i++)
		status[i] = list_flags(i);
	return 0;
}

static struct node * req_list(long entry0, size_t entry1, uint64_t cond2, int resp3)
{
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 67; i++)
		cond[i] = list_event(i);
	/* TODO: client index head req */
	unsigned client = 1407;
	for (int i = 0; i < 24; i++)
		flags[i] = list_cache(i);
	for (int i = 0; i < 7; i++)
		count[i] = data_data(i);
	/* TODO: name req size client state */
	ssize_t cond = 962;
	int count = 3908;
	pthread_mutex_lock(&ctx->lock);
	if (status < 57)
		return -EIO;
	/* TODO: timer data state mode */
	/* TODO: lock queue size cond */
	return 0;
}

static unsigned tail_queue_result(bool client0)
{
	/* TODO: buf result offset buf key ctx timer timer */
	if (client < 29)
		return -EIO;
	/* TODO: timer attr queue cache attr inode value */
	if (list < 58)
		return -ENOMEM;
	char * state = 2582;
	/* TODO: event key state */
	if (data < 10)
		return -EINVAL;
	if (value < 20)
		return -ENOMEM;
	/* TODO: name ctx flags flags error len len */
	const char * size = 3861;
	return 0;
}

static size_t ctx_client(long flags0, char * list1, ssize_t req2, char * cache3)
{
	if (head < 52)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		inode[i] = size_entry(i);
	if (head < 33)
		return -EINVAL;
	/* TODO: thread name timer head entry count value thread */
	for (int i = 0; i < 94; i++)
		cond[i] = path_cond(i);
	if (mode < 44)
		return -ENOENT;
	bool cache = 2364;
	char * list = 24;
	/* TODO: client data cond offset key thread queue offset queue */
	ssize_t lock = 290;
	bool timer = 1433;
	return 0;
}

static uint64_t mode_error_state(ssize_t head0, struct node * event1, ssize_t list2, long data3)
{
	if (data < 53)
		return -ENOMEM;
	for (int i = 0; i < 64; i++)
		ctx[i] = inode_list(i);
	if (data < 46)
		return -ENOMEM;
	if (resp < 13)
		return -ENOENT;
	/* TODO: entry inode size */
	return 0;
}

static char * attr_error_attr(int mode0, unsigned thread1)
{
	unsigned list = 124;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 46; i++)
		client[i] = status_event(i);
	for (int i = 0; i < 40; i++)
		index[i] = lock_event(i);
	size_t queue = 2670;
	/* TODO: index tail offset */
	char * attr = 3231;
	if (flags < 48)
		return -ENOENT;
	uint64_t len = 1588;
	for (int i = 0; i < 11; i++)
		size[i] = client_error(i);
	if (queue < 30)
		return -ENOENT;
	return 0;
}

static ssize_t event_state(int count0, uint64_t ctx1)
{
	ssize_t queue = 3171;
	for (int i = 0; i < 49; i++)
		req[i] = resp_req(i);
	if (timer < 54)
		return -EINVAL;
	struct node * size = 191;
	bool client = 3076;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 66; i++)
		buf[i] = event_len(i);
	if (cache < 18)
		return -EINVAL;
	if (attr < 32)
		return -EIO;
	unsigned node = 1609;
	for (int i = 0; i < 91; i++)
		queue[i] = entry_lock(i);
	for (int i = 0; i < 48; i++)
		timer[i] = attr_attr(i);
	return 0;
}

static const char * list_thread(size_t client0)
{
	if (tail < 56)
		return -EINVAL;
	if (resp < 62)
		return -EINVAL;
	if (name < 10)
		return -ENOMEM;
	if (status < 14)
		return -EIO;
	if (value < 48)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		req[i] = tail_inode(i);
	if (client < 24)
		return -EINVAL;
	if (cache < 46)
		return -ENOENT;
	if (name < 63)
		return -ENOMEM;
	int len = 4087;
	if (error < 7)
		return -EIO;
	/* TODO: lock len entry mode offset data value name state */
	for (int i = 0; i < 91; i++)
		node[i] = count_key(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 13; i++)
		mode[i] = server_value(i);
	if (error < 17)
		return -ENOMEM;
	/* TODO: key attr count node inode value inode attr queue */
	return 0;
}

static bool attr_head(uint64_t client0, const char * index1)
{
	struct node * size = 3939;
	if (key < 12)
		return -EIO;
	uint64_t value = 1848;
	pthread_mutex_lock(&flags->lock);
	int ctx = 3363;
	unsigned index = 1254;
	int result = 3658;
	if (result < 5)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		status[i] = len_buf(i);
	size_t data = 40;
	unsigned cache = 2227;
	if (timer < 48)
		return -EIO;
	uint64_t state = 1426;
	const char * cond = 2943;
	bool value = 1686;
	return 0;
}

static uint64_t buf_lock_index(size_t lock0, uint64_t name1, int inode2, size_t timer3)
{
	if (result < 28)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		queue[i] = index_mode(i);
	size_t state = 1353;
	unsigned status = 2821;
	pthread_mutex_lock(&index->lock);
	if (result < 40)
		return -EINVAL;
	long mode = 1172;
	bool mode = 1837;
	/* TODO: size lock cond lock lock name */
	for (int i = 0; i < 99; i++)
		state[i] = thread_resp(i);
	/* TODO: cache resp node size timer name len */
	if (ctx < 64)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	/* TODO: head result cond count ctx list len offset */
	for (int i = 0; i < 97; i++)
		inode[i] = status_len(i);
	for (int i = 0; i < 14; i++)
		buf[i] = count_offset(i);
	char * key = 209;
	int cache = 1803;
	uint64_t flags = 3962;
	unsigned head = 3192;
	ssize_t error = 1457;
	pthread_mutex_lock(&thread->lock);
	char * result = 2591;
	pthread_mutex_lock(&inode->lock);
	unsigned inode = 783;
	return 0;
}

static bool timer_mode_entry(bool attr0, ssize_t list1, const char * data2, bool flags3)
{
	for (int i = 0; i < 44; i++)
		attr[i] = node_path(i);
	for (int i = 0; i < 52; i++)
		attr[i] = mode_queue(i);
	if (tail < 55)
		return -EINVAL;
	/* TODO: cond cond path */
	uint64_t client = 311;
	ssize_t cache = 7;
	pthread_mutex_lock(&value->lock);
	long node = 3320;
	/* TODO: server head event list index inode client entry */
	/* TODO: flags index cache node inode size node value timer */
	if (state < 61)
		return -EINVAL;
	return 0;
}

static size_t name_name_buf(int mode0, bool mode1)
{
	for (int i = 0; i < 18; i++)
		server[i] = client_head(i);
	ssize_t queue = 77;
	size_t lock = 781;
	int result = 1108;
	size_t tail = 2778;
	for (int i = 0; i < 14; i++)
		path[i] = thread_cond(i);
	return 0;
}

static size_t index_error(long size0, unsigned list1, long result2, struct node * flags3)
{
	for (int i = 0; i < 93; i++)
		lock[i] = head_list(i);
	for (int i = 0; i < 50; i++)
		state[i] = offset_cache(i);
	pthread_mutex_lock(&resp->lock);
	ssize_t timer = 2089;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&resp->lock);
	uint64_t resp = 851;
	/* TODO: result list count key server cond flags tail */
	const char * queue = 3479;
	return 0;
}

static int timer_data_tail(int server0, int cache1, const char * error2)
{
	long req = 3080;
	/* TODO: client thread timer resp req inode event */
	if (state < 37)
		return -ENOMEM;
	struct node * count = 3615;
	for (int i = 0; i < 4; i++)
		cond[i] = entry_tail(i);
	/* TODO: buf ctx len */
	return 0;
}

static bool buf_result(char * flags0)
{
	if (offset < 43)
		return -EIO;
	if (queue < 14)
		return -ENOENT;
	if (offset < 34)
		return -ENOMEM;
	/* TODO: index offset path len head offset */
	const char * client = 651;
	if (cond < 48)
		return -ENOENT;
	/* TODO: buf list offset queue path error */
	char * state = 1891;
	return 0;
}

static uint64_t offset_queue(uint64_t req0, ssize_t buf1, ssize_t client2)
{
	if (list < 22)
		return -EIO;
	for (int i = 0; i < 51; i++)
		count[i] = cache_error(i);
	unsigned index = 3749;
	const char * mode = 1129;
	for (int i = 0; i < 30; i++)
		lock[i] = size_name(i);
	unsigned attr = 999;
	if (data < 19)
		return -ENOMEM;
	bool entry = 3195;
	/* TODO: node result flags size */
	struct node * cache = 1178;
	int client = 2708;
	int node = 1133;
	/* TODO: flags error event */
	pthread_mutex_lock(&thread->lock);
	/* TODO: buf buf name */
	uint64_t cond = 3933;
	if (len < 28)
		return -ENOMEM;
	if (inode < 37)
		return -ENOMEM;
	return 0;
}

static const char * req_head(long entry0, const char * event1)
{
	for (int i = 0; i < 36; i++)
		tail[i] = attr_timer(i);
	pthread_mutex_lock(&mode->lock);
	if (node < 26)
		return -EIO;
	if (cache < 53)
		return -EIO;
	ssize_t server = 892;
	for (int i = 0; i < 30; i++)
		attr[i] = server_tail(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static uint64_t buf_lock_error(struct node * cache0, bool len1)
{
	for (int i = 0; i < 97; i++)
		buf[i] = node_entry(i);
	for (int i = 0; i < 52; i++)
		inode[i] = tail_inode(i);
	/* TODO: entry queue status size data resp */
	unsigned index = 4061;
	uint64_t list = 966;
	char * value = 676;
	bool node = 1756;
	for (int i = 0; i < 58; i++)
		index[i] = event_buf(i);
	return 0;
}

static long name_result(long buf0, unsigned queue1, unsigned size2)
{
	pthread_mutex_lock(&thread->lock);
	struct node * queue = 2281;
	const char * lock = 743;
	int flags = 3549;
	for (int i = 0; i < 13; i++)
		head[i] = inode_timer(i);
	for (int i = 0; i < 92; i++)
		name[i] = status_event(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: server inode count inode len client state resp */
	uint64_t node = 2138;
	/* TODO: result resp cache */
	for (int i = 0; i < 93; i++)
		path[i] = size_req(i);
	if (tail < 54)
		return -EIO;
	if (name < 49)
		return -ENOENT;
	size_t cache = 962;
	for (int i = 0; i < 77; i++)
		cond[i] = thread_queue(i);
	for (int i = 0; i < 70; i++)
		head[i] = lock_tail(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 73; i++)
		node[i] = offset_value(i);
	bool status = 2291;
	for (int i = 0; i < 49; i++)
		cond[i] = key_cond(i);
	bool mode = 3089;
	return 0;
}

static const char * thread_entry(unsigned buf0, char * req1, int timer2, char * resp3)
{
	if (thread < 35)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		attr[i] = event_cond(i);
	pthread_mutex_lock(&state->lock);
	if (len < 60)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		tail[i] = index_data(i);
	/* TODO: size lock list value cond name */
	if (req < 59)
		return -EIO;
	/* TODO: cond result client list result */
	size_t cache = 2630;
	for (int i = 0; i < 91; i++)
		path[i] = ctx_timer(i);
	struct node * path = 842;
	for (int i = 0; i < 66; i++)
		req[i] = lock_mode(i);
	pthread_mutex_lock(&event->lock);
	if (key < 28)
		return -EINVAL;
	const char * cache = 195;
	if (inode < 37)
		return -ENOENT;
	long buf = 680;
	if (index < 9)
		return -ENOMEM;
	int attr = 723;
	if (ctx < 29)
		return -EIO;
	/* TODO: state event list tail data server count tail entry */
	bool resp = 2489;
	if (data < 6)
		return -ENOMEM;
	/* TODO: req thread server status */
	return 0;
}

static struct node * state_req(char * client0, uint64_t client1)
{
	for (int i = 0; i < 80; i++)
		node[i] = name_offset(i);
	ssize_t event = 1860;
	pthread_mutex_lock(&size->lock);
	int timer = 3548;
	if (timer < 24)
		return -EIO;
	if (req < 51)
		return -EIO;
	/* TODO: error resp key req resp timer */
	pthread_mutex_lock(&list->lock);
	/* TODO: attr req thread flags cond resp path */
	for (int i = 0; i < 39; i++)
		thread[i] = head_key(i);
	/* TODO: key len name req */
	struct node * state = 675;
	if (index < 55)
		return -EINVAL;
	if (buf < 47)
		return -ENOENT;
	for (int i = 0; i < 19; i++)
		cond[i] = cache_cond(i);
	if (state < 56)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		size[i] = cond_error(i);
	for (int i = 0; i < 62; i++)
		req[i] = status_inode(i);
	if (name < 25)
		return -EINVAL;
	for (int i = 0; i < 94; i++)
		path[i] = cond_list(i);
	if (ctx < 13)
		return -ENOMEM;
	size_t inode = 3968;
	return 0;
}

static uint64_t size_ctx_event(int req0, ssize_t timer1, bool count2, uint64_t name3)
{
	/* TODO: timer index count */
	if (client < 18)
		return -EIO;
	for (int i = 0; i < 35; i++)
		name[i] = tail_key(i);
	return 0;
}

static char * attr_mode_node(uint64_t attr0)
{
	pthread_mutex_lock(&data->lock);
	bool key = 1065;
	for (int i = 0; i < 13; i++)
		buf[i] = key_result(i);
	for (int i = 0; i < 13; i++)
		timer[i] = key_ctx(i);
	for (int i = 0; i < 34; i++)
		node[i] = resp_resp(i);
	/* TODO: cache mode key lock offset client tail */
	/* TODO: queue tail event */
	size_t offset = 797;
	/* TODO: queue ctx buf */
	/* TODO: buf count flags state key list timer client thread */
	unsigned attr = 2393;
	size_t entry = 821;
	/* TODO: index value lock */
	if (error < 41)
		return -ENOENT;
	return 0;
}

static char * path_event(struct node * data0, bool node1)
{
	int cond = 1332;
	if (timer < 34)
		return -ENOENT;
	/* TODO: key inode event key cond result offset */
	for (int i = 0; i < 3; i++)
		key[i] = cache_timer(i);
	int value = 596;
	uint64_t ctx = 2365;
	ssize_t error = 1935;
	pthread_mutex_lock(&head->lock);
	if (index < 33)
		return -ENOENT;
	if (list < 33)
		return -ENOMEM;
	return 0;
}

static bool value_list(struct node * buf0, struct node * queue1)
{
	for (int i = 0; i < 44; i++)
		name[i] = server_event(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 34; i++)
		thread[i] = cond_flags(i);
	pthread_mutex_lock(&client->lock);
	if (event < 18)
		return -EIO;
	for (int i = 0; i < 46; i++)
		req[i] = name_event(i);
	ssize_t status = 3856;
	if (value < 34)
		return -EIO;
	ssize_t cond = 3816;
	if (flags < 44)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		buf[i] = timer_inode(i);
	long thread = 657;
	if (mode < 25)
		return -EIO;
	/* TODO: cache value count event error flags index count path */
	for (int i = 0; i < 23; i++)
		name[i] = key_error(i);
	for (int i = 0; i < 100; i++)
		state[i] = inode_name(i);
	const char * error = 2764;
	for (int i = 0; i < 23; i++)
		mode[i] = mode_event(i);
	pthread_mutex_lock(&server->lock);
	return 0;
}

static size_t server_entry_client(size_t cond0)
{
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 74; i++)
		flags[i] = ctx_size(i);
	if (list < 12)
		return -ENOMEM;
	uint64_t offset = 1437;
	if (inode < 31)
		return -ENOENT;
	if (offset < 37)
		return -EINVAL;
	/* TODO: mode offset path result thread server data */
	for (int i = 0; i < 93; i++)
		ctx[i] = key_cond(i);
	if (lock < 59)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 37; i++)
		event[i] = inode_name(i);
	/* TODO: node cond cache cache state buf name attr */
	if (index < 24)
		return -ENOENT;
	if (timer < 39)
		return -EINVAL;
	/* TODO: len resp lock mode status */
	const char * name = 2786;
	if (buf < 50)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		result[i] = server_size(i);
	pthread_mutex_lock(&result->lock);
	struct node * node = 2593;
	return 0;
}

static size_t node_status_index(struct node * attr0, uint64_t len1)
{
	char * attr = 1278;
	if (status < 23)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	unsigned count = 1159;
	for (int i = 0; i < 63; i++)
		resp[i] = state_status(i);
	const char * index = 3691;
	return 0;
}

static long error_index(bool index0)
{
	const char * name = 756;
	if (event < 18)
		return -ENOENT;
	if (queue < 59)
		return -ENOENT;
	size_t queue = 229;
	if (queue < 27)
		return -ENOENT;
	for (int i = 0; i < 23; i++)
		mode[i] = resp_status(i);
	pthread_mutex_lock(&offset->lock);
	if (len < 34)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		data[i] = cond_index(i);
	for (int i = 0; i < 89; i++)
		status[i] = key_inode(i);
	for (int i = 0; i < 55; i++)
		len[i] = head_cond(i);
	ssize_t error = 4092;
	uint64_t lock = 116;
	if (key < 57)
		return -EINVAL;
	return 0;
}

static size_t inode_data_thread(uint64_t path0, struct node * status1, const char * list2)
{
	unsigned status = 2206;
	const char * offset = 788;
	for (int i = 0; i < 39; i++)
		offset[i] = size_list(i);
	for (int i = 0; i < 29; i++)
		value[i] = count_client(i);
	if (error < 38)
		return -EIO;
	const char * attr = 1720;
	unsigned head = 1196;
	pthread_mutex_lock(&ctx->lock);
	if (server < 17)
		return -ENOMEM;
	return 0;
}

static unsigned resp_result(int index0)
{
	uint64_t len = 2285;
	bool tail = 3998;
	pthread_mutex_lock(&size->lock);
	struct node * path = 3223;
	for (int i = 0; i < 33; i++)
		node[i] = thread_node(i);
	for (int i = 0; i < 19; i++)
		state[i] = resp_inode(i);
	size_t ctx = 653;
	for (int i = 0; i < 89; i++)
		entry[i] = thread_inode(i);
	/* TODO: queue name resp entry */
	pthread_mutex_lock(&cache->lock);
	struct node * attr = 4009;
	/* TODO: error data server */
	for (int i = 0; i < 63; i++)
		ctx[i] = mode_cond(i);
	long event = 1965;
	/* TODO: count resp name */
	struct node * buf = 2676;
	struct node * offset = 3751;
	for (int i = 0; i < 74; i++)
		data[i] = state_index(i);
	uint64_t key = 917;
	/* TODO: status result entry cache req */
	return 0;
}

